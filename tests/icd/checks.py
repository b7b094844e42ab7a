"""What the ICD test scripts share: the failure list, a check built on an equality, and the
exit that prints the failures (status 1) or "all passed"."""

import sys

failures = []


def checker(same):
    """A `check(name, got, want)` that records a failure when `same(got, want)` is false."""

    def check(name, got, want):
        if not same(got, want):
            failures.append(f"{name}: got {got!r}, want {want!r}")

    return check


def finish():
    """Prints the failures and exits with status 1, or prints "all passed"."""
    if failures:
        print("\n".join(failures))
        sys.exit(1)
    print("all passed")
