#!/bin/bash
F='layout=waterfallBackgrounds|timeline|timelineHorizontal|calendarWeek|stickyCards|compositionalPhotos|compositional,operation=query-slots|query-random|scroll-slots|query-attributes,strategy!=linear'
for r in 1 2 3; do
  for spec in /tmp/scroll3/main-full:omain /tmp/scroll3/new3-full:onew; do
    bin=${spec%%:*}; name=${spec##*:}
    $bin run --quick --items 1000,100000 --strict --seed 7 --filter "$F" --output /tmp/scroll3/runs/$name-r$r > /tmp/scroll3/runs/$name-r$r.txt 2>&1
    echo "$(date -u +%T) $name r$r rc=$?" >> /tmp/scroll3/runs/log-others.txt
  done
done
