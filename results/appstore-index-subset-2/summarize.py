#!/usr/bin/env python3
"""The App Store page at 10^6, main against this branch's variants: the table of results/appstore-index-subset/summarize.py over this directory's runs."""
import os
here = os.path.abspath(__file__)
shared = os.path.join(os.path.dirname(here), "..", "appstore-index-subset", "summarize.py")
exec(compile(open(shared).read(), here, "exec"), {"__file__": here, "__name__": "__main__"})
