#!/usr/bin/python3
"""Check eusim on a corpus of public OpenCL C kernels that is not committed.

The corpus is a list of origins (origins.tsv next to this script): one line per source file
with its repository, commit id, path, build options and kernel count. Nothing third-party is
committed; this script reads the files from local clones at the recorded commits.

    corpus.py check REPOS [--out DIR] [--jobs N] [--eusim PATH] [--skip-forms]
    corpus.py recheck [--out DIR] [--devices LIST] [--eusim PATH] [--skip-forms]
    corpus.py discover REPOS --candidates FILE > provisional.tsv
    corpus.py check REPOS --origins provisional.tsv --write-origins origins.tsv

REPOS is a directory holding one git clone (bare or with a work tree) per repository, named
`owner+name`, `owner+name/repo` or `name`. `check` extracts every origin at its commit, then
for each generation (skl with `iga64 -p=9`, icllp with `-p=11`, tgllp with `-p=12p1`):

  * compiles it with `ocloc compile -file F -device D -options "-cl-std=CL2.0 <options>"`,
  * dumps it with `ocloc disasm -dump` and cuts every kernel heap to its KernelUnpaddedSize
    (the convention of tests/regen-fixtures.sh),
  * compares `eusim disasm` of the binary with `iga64 -d -p=P` of each cut heap,

and for skl runs the tool `corpus_forms` (src/bin/corpus_forms.rs) on the binaries (every ALU
and extended-math instruction planned, every send a message the simulator serves). It writes
DIR/summary.md (counts and percentages per generation), DIR/results.tsv (per origin and
generation) and DIR/failures.txt (one line per failure), keeps the binaries in
DIR/bin-<device>/ (named in DIR/ids.tsv), and exits 1 if anything failed. `recheck` repeats
the comparisons and the form check on those binaries without compiling (after an eusim
change).

`discover` turns candidate files (lines `owner/name<TAB>path<TAB>options`) into provisional
origins lines at each clone's HEAD; a `check --write-origins` run on them keeps the files that
compile for skl, with their kernel counts (how origins.tsv was made).

A path may name several files joined with ` + `: they are concatenated in order (each with a
C++ raw-string wrapper `R"(` ... `)"` dropped) and compiled as one source, as CLBlast's host
code does. The build options of an origin follow `-cl-std=CL2.0`; `{root}` in them stands for
the directory the repository's files were extracted to (for a host's `-I` of its own folder).
"""

import argparse
import concurrent.futures
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
ORIGINS = HERE / "origins.tsv"
BASE_OPTIONS = "-cl-std=CL2.0"
# ocloc device, iga64 platform, label
GENERATIONS = [("skl", "9", "Gen9"), ("icllp", "11", "Gen11"), ("tgllp", "12p1", "Gen12LP")]
# Files next to a source that it may include (extracted with it).
INCLUDE_EXT = (".h", ".hpp", ".cl", ".clh", ".inc", ".opencl", ".cuh")


def die(msg):
    print(f"corpus: {msg}", file=sys.stderr)
    sys.exit(2)


def run(cmd, cwd=None, stdin=None):
    p = subprocess.run(cmd, cwd=cwd, input=stdin, capture_output=True)
    return p.returncode, p.stdout, p.stderr


def find_git(repos, repo):
    owner, name = repo.split("/")
    for cand in (f"{owner}+{name}/repo", f"{owner}+{name}", name):
        path = repos / cand
        if path.is_dir():
            rc, out, _ = run(["git", "-C", str(path), "rev-parse", "--git-dir"])
            if rc == 0:
                return path
    return None


def git(path, *args):
    rc, out, err = run(["git", "-C", str(path), *args])
    if rc != 0:
        raise RuntimeError(f"git {' '.join(args)} in {path}: {err.decode(errors='replace').strip()}")
    return out


def extract(gitdir, commit, path, dest):
    """Writes `path` and the includable files of its directory and parent at `commit` under
    `dest` (keeping the repository layout); returns the source's local path."""
    d = os.path.dirname(path)
    dirs = {d, os.path.dirname(d)} if d else {""}
    for sub in sorted(dirs):
        spec = f"{commit}:{sub}" if sub else f"{commit}:"
        try:
            listing = git(gitdir, "ls-tree", spec).decode()
        except RuntimeError:
            continue
        for line in listing.splitlines():
            meta, name = line.split("\t", 1)
            if meta.split()[1] != "blob" or not name.endswith(INCLUDE_EXT):
                continue
            rel = f"{sub}/{name}" if sub else name
            out = dest / rel
            if out.exists():
                continue
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_bytes(git(gitdir, "show", f"{commit}:{rel}"))
    src = dest / path
    if not src.exists():
        raise RuntimeError(f"{path} not found at {commit}")
    return src


def unwrap_raw_string(text):
    """Drops a C++ raw-string wrapper (a line `R"(` ... a line `)"`) around OpenCL C, as
    CLBlast keeps its kernels."""
    lines = text.splitlines(keepends=True)
    opens = [i for i, ln in enumerate(lines) if ln.strip() == 'R"(']
    closes = [i for i, ln in enumerate(lines) if ln.strip() == ')"']
    if opens and closes and opens[0] < closes[-1]:
        lines = lines[opens[0] + 1:closes[-1]]
    return "".join(lines)


def source_for(gitdir, commit, path, dest):
    """The file to compile for an origin path: one file, or several joined with ` + ` that
    are concatenated in order with their raw-string wrappers dropped."""
    parts = path.split(" + ")
    if len(parts) == 1:
        return extract(gitdir, commit, path, dest)
    text = "".join(unwrap_raw_string(extract(gitdir, commit, p, dest).read_text()) + "\n"
                   for p in parts)
    out = dest / "joined" / f"{hashlib.sha1(path.encode()).hexdigest()[:16]}.cl"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text)
    return out


def unpadded_sizes(ptm):
    """(kernel, KernelUnpaddedSize) pairs of a PTM.txt dump, in order."""
    out, size = [], None
    for line in ptm.splitlines():
        f = line.split()
        if len(f) >= 3 and f[1] == "KernelUnpaddedSize":
            size = int(f[2])
        elif len(f) >= 2 and f[0] == "KernelName":
            if size is None:
                raise RuntimeError(f"no KernelUnpaddedSize before kernel {f[1]}")
            out.append((f[1], size))
            size = None
    return out


def compile_only(src, device, options, work, root):
    """Compiles `src` for `device` into `work`; returns the binary or raises RuntimeError
    with the first error line of the log."""
    work.mkdir(parents=True, exist_ok=True)
    opts = f"{BASE_OPTIONS} {options}".strip().replace("{root}", str(root))
    rc, out, err = run(
        ["ocloc", "compile", "-file", str(src), "-device", device, "-options", opts,
         "-out_dir", str(work), "-output", "k"])
    bins = sorted(work.glob("k_*.bin")) or sorted(work.glob("k*.bin"))
    if rc != 0 or not bins:
        log = (out + err).decode(errors="replace").strip().splitlines()
        errs = [ln for ln in log if "error" in ln and not ln.startswith("Command was")]
        first = errs[0] if errs else (log[-1] if log else "no output")
        raise RuntimeError(f"ocloc compile: {first.strip()}")
    return bins[0]


def dump_heaps(binary, device, work):
    """[(kernel, heap cut to KernelUnpaddedSize)] of a binary, from `ocloc disasm -dump`."""
    dump = work / "dump"
    shutil.rmtree(dump, ignore_errors=True)
    rc, out, err = run(["ocloc", "disasm", "-file", str(binary), "-device", device,
                        "-dump", str(dump)])
    ptm = dump / "PTM.txt"
    if rc != 0 or not ptm.exists():
        raise RuntimeError("ocloc disasm failed")
    heaps = []
    for kernel, size in unpadded_sizes(ptm.read_text(errors="replace")):
        heap = dump / f"{kernel}_KernelHeap.dat"
        if not heap.exists():
            raise RuntimeError(f"PTM.txt names kernel {kernel} but no heap was dumped")
        heaps.append((kernel, heap.read_bytes()[:size]))
    return heaps


def split_disasm(text, kernels):
    """Splits `eusim disasm` output into {kernel: listing}."""
    if len(kernels) == 1:
        return {kernels[0]: text}
    parts, name, buf = {}, None, []
    for line in text.splitlines(keepends=True):
        m = re.match(r"^// kernel (\S+)\n?$", line)
        if m:
            if name is not None:
                parts[name] = "".join(buf)
            name, buf = m.group(1), []
        else:
            buf.append(line)
    if name is not None:
        parts[name] = "".join(buf)
    return parts


def first_diff(a, b):
    la, lb = a.splitlines(), b.splitlines()
    for i in range(max(len(la), len(lb))):
        x = la[i] if i < len(la) else "<end>"
        y = lb[i] if i < len(lb) else "<end>"
        if x != y:
            return f"line {i + 1}: eusim `{x.strip()}` iga64 `{y.strip()}`"
    return "identical text"


def check_one(job):
    """One origin on one generation: returns a dict of results."""
    o, src, device, platform, work, eusim, bindir = job
    res = {"origin": o, "device": device, "compiled": 0, "equal": 0, "fail": []}
    try:
        binary = compile_only(src, device, o["options"], work, o["root"])
    except RuntimeError as e:
        res["fail"].append(f"{device}\tcompile\t{o['repo']}:{o['path']}\t{e}")
        return res
    shutil.copy(binary, bindir / f"{o['id']}.bin")
    return compare(res, binary, platform, work, eusim)


def compare(res, binary, platform, work, eusim):
    """Compares `eusim disasm` of `binary` with iga64 on each of its cut heaps."""
    o, device = res["origin"], res["device"]
    tag = f"{o['repo']}:{o['path']}"
    try:
        heaps = dump_heaps(binary, device, work)
    except RuntimeError as e:
        res["fail"].append(f"{device}\tdump\t{tag}\t{e}")
        return res
    res["compiled"] = len(heaps)
    rc, out, err = run([eusim, "disasm", str(binary)])
    if rc != 0:
        msg = err.decode(errors="replace").strip().splitlines()
        for kernel, _ in heaps:
            res["fail"].append(f"{device}\tdisasm\t{tag}:{kernel}\teusim: {msg[0] if msg else rc}")
        return res
    ours = split_disasm(out.decode(errors="replace"), [k for k, _ in heaps])
    for kernel, heap in heaps:
        path = work / f"{kernel}.dat"
        path.write_bytes(heap)
        rc, ref, err = run(["iga64", "-d", f"-p={platform}", str(path)])
        if rc != 0:
            res["fail"].append(f"{device}\tdisasm\t{tag}:{kernel}\tiga64 failed")
            continue
        mine = ours.get(kernel)
        if mine is None:
            res["fail"].append(f"{device}\tdisasm\t{tag}:{kernel}\teusim printed no such kernel")
        elif mine == ref.decode(errors="replace"):
            res["equal"] += 1
        else:
            diff = first_diff(mine, ref.decode(errors="replace"))
            res["fail"].append(f"{device}\tdisasm\t{tag}:{kernel}\t{diff}")
    return res


def generations(args):
    chosen = [g for g in GENERATIONS if g[0] in args.devices.split(",")]
    if not chosen:
        die(f"--devices {args.devices}: choose from {', '.join(g[0] for g in GENERATIONS)}")
    return chosen


def read_origins(path):
    origins = []
    with open(path) as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line or line.startswith("#") or line.startswith("repo\t"):
                continue
            cols = line.split("\t")
            if len(cols) != 5:
                die(f"{path}:{n}: expected 5 tab-separated columns, got {len(cols)}")
            repo, commit, p, options, kernels = cols
            if not re.fullmatch(r"[0-9a-f]{40}", commit):
                die(f"{path}:{n}: commit id '{commit}' is not 40 hex digits")
            origins.append({"repo": repo, "commit": commit, "path": p,
                            "options": options, "kernels": int(kernels), "id": f"o{n:05d}"})
    return origins


def extract_all(origins, repos, srcdir):
    gits, missing = {}, set()
    for o in origins:
        if o["repo"] not in gits:
            gits[o["repo"]] = find_git(repos, o["repo"])
            if gits[o["repo"]] is None:
                missing.add(o["repo"])
    if missing:
        die(f"no clone of {', '.join(sorted(missing))} under {repos} "
            "(expected owner+name, owner+name/repo or name)")
    for o in origins:
        dest = srcdir / o["repo"].replace("/", "+") / o["commit"][:12]
        o["root"] = dest
        o["src"] = source_for(gits[o["repo"]], o["commit"], o["path"], dest)


def forms_check(bindir, forms):
    """Runs the corpus_forms tool (src/bin/corpus_forms.rs) on the skl binaries; returns
    (summary lines, failures)."""
    if forms is None:
        rc, out, err = run(["cargo", "build", "--release", "--bin", "corpus_forms"], cwd=ROOT)
        if rc != 0:
            sys.stderr.write(err.decode(errors="replace")[-3000:])
            die("cargo build --release --bin corpus_forms failed (log above)")
        forms = str(ROOT / "target/release/corpus_forms")
    p = subprocess.run([forms, str(bindir)], capture_output=True, text=True)
    lines = [ln for ln in p.stdout.splitlines() if ln.startswith("corpus-forms")]
    if not lines:
        sys.stderr.write(p.stdout[-3000:] + p.stderr[-3000:])
        die("corpus_forms printed no results (output above)")
    summary = [ln[len("corpus-forms summary "):] for ln in lines
               if ln.startswith("corpus-forms summary")]
    fails = [ln[len("corpus-forms fail "):] for ln in lines
             if ln.startswith("corpus-forms fail ")]
    return summary, fails


def cmd_check(args):
    origins = read_origins(args.origins)
    eusim = args.eusim or str(ROOT / "target/release/eusim")
    if not Path(eusim).exists():
        die(f"no eusim binary at {eusim} (cargo build --release, or --eusim PATH)")
    for tool in ("ocloc", "iga64", "git"):
        if shutil.which(tool) is None:
            die(f"{tool} not found on PATH")
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix="corpus-"))
    try:
        extract_all(origins, Path(args.repos), tmp / "src")
        write_ids(out, origins)
        jobs = []
        for device, platform, _ in generations(args):
            bindir = out / f"bin-{device}"
            shutil.rmtree(bindir, ignore_errors=True)
            bindir.mkdir()
            for o in origins:
                work = tmp / "build" / device / o["id"]
                jobs.append((o, o["src"], device, platform, work, eusim, bindir))
        results = []
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            for n, r in enumerate(pool.map(check_one, jobs), 1):
                results.append(r)
                if n % 100 == 0:
                    print(f"corpus: {n} of {len(jobs)} builds checked", file=sys.stderr, flush=True)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    report(args, origins, results, out)


def write_ids(out, origins):
    """OUT/ids.tsv: the origin of each kept binary OUT/bin-<device>/<id>.bin."""
    with open(out / "ids.tsv", "w") as f:
        for o in origins:
            f.write(f"{o['id']}\t{o['repo']}\t{o['commit']}\t{o['path']}\t{o['options']}\t"
                    f"{o['kernels']}\n")


def cmd_recheck(args):
    """Repeats the comparisons (and the form check) on the binaries a `check` kept in OUT,
    without compiling: for a new eusim build."""
    out = Path(args.out)
    eusim = args.eusim or str(ROOT / "target/release/eusim")
    origins = []
    with open(out / "ids.tsv") as f:
        for line in f:
            i, repo, commit, p, options, kernels = line.rstrip("\n").split("\t")
            origins.append({"id": i, "repo": repo, "commit": commit, "path": p,
                            "options": options, "kernels": int(kernels)})
    tmp = Path(tempfile.mkdtemp(prefix="corpus-recheck-"))
    jobs = []
    try:
        for device, platform, _ in generations(args):
            for o in origins:
                binary = out / f"bin-{device}" / f"{o['id']}.bin"
                res = {"origin": o, "device": device, "compiled": 0, "equal": 0, "fail": []}
                if not binary.exists():
                    res["fail"].append(f"{device}\tcompile\t{o['repo']}:{o['path']}\tnot "
                                       "compiled by the check run")
                jobs.append((res, binary, platform, tmp / device / o["id"], eusim))

        def one(job):
            res, binary, platform, work, eusim = job
            if not binary.exists():
                return res
            work.mkdir(parents=True, exist_ok=True)
            return compare(res, binary, platform, work, eusim)

        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            results = list(pool.map(one, jobs))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    args.write_origins = None
    report(args, origins, results, out)


def report(args, origins, results, out):
    bindir = out / "bin-skl"
    expected = sum(o["kernels"] for o in origins)
    fails = []
    lines = ["# External corpus check", "",
             f"{len(origins)} source files, {expected} kernels listed for skl in origins.tsv.", "",
             "| generation | files compiled | kernels compiled | disasm equal to iga64 |",
             "|---|---|---|---|"]
    for device, platform, label in generations(args):
        rs = [r for r in results if r["device"] == device]
        files = sum(1 for r in rs if r["compiled"])
        kernels = sum(r["compiled"] for r in rs)
        equal = sum(r["equal"] for r in rs)
        pct = 100.0 * equal / kernels if kernels else 0.0
        lines.append(f"| {label} ({device}, iga64 -p={platform}) | {files} / {len(rs)} | "
                     f"{kernels} | {equal} ({pct:.2f} %) |")
        for r in rs:
            fails.extend(r["fail"])
            o = r["origin"]
            if device == "skl" and o["kernels"] and r["compiled"] != o["kernels"]:
                fails.append(f"skl\tcount\t{o['repo']}:{o['path']}\tcompiled {r['compiled']} "
                             f"kernels, origins.tsv lists {o['kernels']}")
    if not args.skip_forms and "skl" in args.devices.split(","):
        summary, form_fails = forms_check(bindir, args.forms)
        lines += ["", "Gen9 instruction forms (corpus_forms):", ""]
        lines += [f"    {s}" for s in summary]
        fails.extend(f"skl\tform\t{f}" for f in form_fails)
    if args.write_origins:
        with open(args.write_origins, "w") as f:
            f.write("# Public OpenCL C sources of the external corpus (scripts/corpus-external/"
                    "corpus.py).\n# options follow -cl-std=CL2.0; kernels: ocloc's kernel count "
                    "for skl. Paths joined\n# with ' + ' are concatenated, as the host does.\n")
            f.write("repo\tcommit\tpath\toptions\tkernels\n")
            for r in results:
                o = r["origin"]
                if r["device"] == "skl" and r["compiled"]:
                    f.write(f"{o['repo']}\t{o['commit']}\t{o['path']}\t{o['options']}\t"
                            f"{r['compiled']}\n")
    with open(out / "results.tsv", "w") as f:
        f.write("device\trepo\tpath\toptions\tkernels_compiled\tdisasm_equal\n")
        for r in results:
            o = r["origin"]
            f.write(f"{r['device']}\t{o['repo']}\t{o['path']}\t{o['options']}\t"
                    f"{r['compiled']}\t{r['equal']}\n")
    (out / "summary.md").write_text("\n".join(lines) + "\n")
    (out / "failures.txt").write_text("".join(f + "\n" for f in sorted(fails)))
    print("\n".join(lines))
    print(f"{len(fails)} failure line(s) in {out / 'failures.txt'}")
    sys.exit(1 if fails else 0)


def cmd_discover(args):
    """Prints a provisional origins line (kernel count 0) per candidate, at each clone's HEAD."""
    repos = Path(args.repos)
    heads = {}
    print("repo\tcommit\tpath\toptions\tkernels")
    with open(args.candidates) as f:
        for line in f:
            cols = line.rstrip("\n").split("\t")
            if len(cols) < 2 or line.startswith("#"):
                continue
            repo, path = cols[0], cols[1]
            options = cols[2] if len(cols) > 2 else ""
            if repo not in heads:
                g = find_git(repos, repo)
                if g is None:
                    die(f"no clone of {repo} under {repos}")
                heads[repo] = git(g, "rev-parse", "HEAD").decode().strip()
            print(f"{repo}\t{heads[repo]}\t{path}\t{options}\t0")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("check", help="check eusim on the corpus")
    c.add_argument("repos", help="directory of clones")
    c.add_argument("--origins", default=str(ORIGINS))
    c.add_argument("--out", default="corpus-external-out")
    c.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    c.add_argument("--eusim", help="eusim binary (default target/release/eusim)")
    c.add_argument("--forms", help="corpus_forms binary (default: cargo build --release)")
    c.add_argument("--devices", default="skl,icllp,tgllp",
                   help="comma-separated subset of skl,icllp,tgllp")
    c.add_argument("--skip-forms", action="store_true",
                   help="skip the Gen9 instruction-form check")
    c.add_argument("--write-origins", metavar="FILE",
                   help="also write the origins that compiled for skl, with their kernel "
                   "counts, to FILE")
    r = sub.add_parser("recheck", help="repeat the comparisons on the binaries a check kept")
    r.add_argument("--out", default="corpus-external-out")
    r.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    r.add_argument("--eusim", help="eusim binary (default target/release/eusim)")
    r.add_argument("--forms", help="corpus_forms binary (default: cargo build --release)")
    r.add_argument("--devices", default="skl,icllp,tgllp")
    r.add_argument("--skip-forms", action="store_true")
    d = sub.add_parser("discover", help="provisional origins lines for candidate files")
    d.add_argument("repos")
    d.add_argument("--candidates", required=True)
    args = ap.parse_args()
    {"check": cmd_check, "recheck": cmd_recheck, "discover": cmd_discover}[args.cmd](args)


if __name__ == "__main__":
    main()
