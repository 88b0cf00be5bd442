stats::
sd
