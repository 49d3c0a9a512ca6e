"""Percentile-bootstrap CIs of medians and of ratios of medians (2,000
resamples, fixed seed), shared by summarise.py and uniform.py."""
import random, statistics

rng = random.Random(14)
RESAMPLES = 2000
def medians(xs):
    """The medians of RESAMPLES resamples of xs (with replacement)."""
    return [statistics.median(rng.choices(xs, k=len(xs))) for _ in range(RESAMPLES)]
def interval(values):
    """The 95% percentile interval of values."""
    ordered = sorted(values)
    return ordered[int(0.025 * len(ordered))], ordered[int(0.975 * len(ordered)) - 1]
def boot(xs, ys=None):
    """95% bootstrap CI of median(xs), or of median(xs) / median(ys)."""
    if ys is None:
        return interval(medians(xs))
    return interval([x / y for x, y in zip(medians(xs), medians(ys))])
