#!/usr/bin/env python3
"""Lists the Rust functions longer than a limit (default 80 lines) under the given directories.

A function runs from its `fn` line to the brace that closes its body (braces inside string
and character literals and after `//` are not counted); a declaration without a body ends at
its `;`. A file's `#[cfg(test)]` module and everything after it, and the `tests`, `benches`,
`fuzz` and `target` directories, are left out: the count is of library code.

Usage: scripts/fn-sizes.py [--limit N] DIR...
Prints `lines path line name` per long function, longest first, then a summary line.
"""

import os
import re
import sys

FN = re.compile(
    r'\s*(pub(\([^)]*\))?\s+)?(const\s+)?(unsafe\s+)?(extern\s+"C"\s+)?fn\s+(\w+)'
)
STRING = re.compile(r'"(\\.|[^"\\])*"')
CHAR = re.compile(r"'(\\.|[^'\\])'")
SKIP_DIRS = ("target", "/tests", "/benches", "fuzz")


def code_of(line):
    """The line without string and character literals and comments."""
    line = STRING.sub('""', line)
    line = CHAR.sub("''", line)
    return line.split("//")[0]


def length(lines, start):
    """Lines of the function whose `fn` is at index `start`."""
    depth = 0
    opened = False
    for j in range(start, len(lines)):
        code = code_of(lines[j])
        for ch in code:
            if ch == "{":
                depth += 1
                opened = True
            elif ch == "}":
                depth -= 1
        if opened and depth == 0:
            return j - start + 1
        if not opened and code.rstrip().endswith(";"):
            return j - start + 1
    return len(lines) - start


def functions(path):
    """(lines, path, line number, name) of every function of a file's library code."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    found = []
    for i, line in enumerate(lines):
        if re.match(r"\s*#\[cfg\(test\)\]", line):
            break
        m = FN.match(line)
        if m:
            found.append((length(lines, i), path, i + 1, m.group(6)))
    return found


def main(argv):
    limit = 80
    if len(argv) >= 2 and argv[0] == "--limit":
        limit = int(argv[1])
        argv = argv[2:]
    found = []
    for root in argv:
        for dirpath, _, files in os.walk(root):
            if any(s in dirpath for s in SKIP_DIRS):
                continue
            for name in files:
                if name.endswith(".rs"):
                    found += functions(os.path.join(dirpath, name))
    long = sorted((f for f in found if f[0] > limit), reverse=True)
    for f in long:
        print(*f)
    print(f"functions over {limit} lines: {len(long)} of {len(found)}")


if __name__ == "__main__":
    main(sys.argv[1:])
