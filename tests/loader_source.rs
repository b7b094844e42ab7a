//! Checks the loader's kernel model against the corpus OpenCL sources and the corpus index.
//!
//! Independent references: kernel signatures and attributes parsed here from
//! `tests/corpus/kernels/<file>.cl`, and the SIMD width column of `tests/corpus/index.tsv`
//! (taken from ocloc's PTM dump by the regeneration script).

use std::path::{Path, PathBuf};

use eusim::program::{parse_program, AddressSpace, ArgKind, Program};

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus")
}

fn load(file: &str) -> Program {
    let bin = std::fs::read(corpus().join("bin").join(format!("{file}.bin"))).unwrap();
    parse_program(&bin).unwrap_or_else(|e| panic!("{file}: {e}"))
}

fn corpus_files() -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(corpus().join("bin"))
        .unwrap()
        .filter_map(|e| {
            let p = e.ok()?.path();
            if p.extension()? != "bin" {
                return None;
            }
            Some(p.file_stem()?.to_string_lossy().into_owned())
        })
        .collect();
    v.sort();
    v
}

/// Removes `//` and `/* */` comments.
fn strip_comments(src: &str) -> String {
    let b = src.as_bytes();
    let mut out = String::with_capacity(src.len());
    let mut i = 0;
    while i < b.len() {
        if b[i..].starts_with(b"//") {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else if b[i..].starts_with(b"/*") {
            i += 2;
            while i + 1 < b.len() && !b[i..].starts_with(b"*/") {
                i += 1;
            }
            i += 2;
        } else {
            out.push(b[i] as char);
            i += 1;
        }
    }
    out
}

#[derive(Debug)]
struct SrcKernel {
    name: String,
    attributes: String,
    params: Vec<String>,
}

/// Returns the text inside the balanced parentheses starting at `s[open]` and the index after.
fn balanced(s: &str, open: usize) -> (String, usize) {
    let b = s.as_bytes();
    assert_eq!(b[open], b'(');
    let mut depth = 0;
    for (i, &c) in b.iter().enumerate().skip(open) {
        if c == b'(' {
            depth += 1;
        } else if c == b')' {
            depth -= 1;
            if depth == 0 {
                return (s[open + 1..i].to_string(), i + 1);
            }
        }
    }
    panic!("unbalanced parentheses");
}

fn skip_attributes(s: &str, mut i: usize, attrs: &mut String) -> usize {
    loop {
        let rest = &s[i..];
        let trimmed = rest.trim_start();
        i += rest.len() - trimmed.len();
        if trimmed.starts_with("__attribute__") {
            let open = i + s[i..].find('(').unwrap();
            let (inner, next) = balanced(s, open);
            attrs.push_str(&inner);
            attrs.push(' ');
            i = next;
        } else {
            return i;
        }
    }
}

fn source_kernels(src: &str) -> Vec<SrcKernel> {
    let s = strip_comments(src);
    let bytes = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while let Some(pos) = s[i..].find("kernel") {
        let at = i + pos;
        i = at + 6;
        let before_ok = at == 0 || {
            let c = bytes[at - 1];
            c.is_ascii_whitespace() || c == b'_' && at >= 2 && bytes[at - 2] == b'_'
        };
        let after_ok = bytes.get(at + 6).is_some_and(|c| c.is_ascii_whitespace());
        if !before_ok || !after_ok {
            continue;
        }
        let mut attrs = String::new();
        let mut j = skip_attributes(&s, at + 6, &mut attrs);
        if !s[j..].starts_with("void") {
            continue;
        }
        j = skip_attributes(&s, j + 4, &mut attrs);
        let open = j + s[j..].find('(').unwrap();
        let name = s[j..open].trim().to_string();
        let (params, next) = balanced(&s, open);
        i = next;
        let params = params
            .split(',')
            .map(|p| p.split_whitespace().collect::<Vec<_>>().join(" "))
            .filter(|p| !p.is_empty() && p != "void")
            .collect();
        out.push(SrcKernel {
            name,
            attributes: attrs,
            params,
        });
    }
    out
}

fn param_name(p: &str) -> String {
    p.rsplit(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .find(|t| !t.is_empty())
        .unwrap()
        .to_string()
}

fn has_word(p: &str, w: &str) -> bool {
    p.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .any(|t| t == w)
}

fn attr_numbers(attrs: &str, key: &str) -> Option<Vec<u32>> {
    let start = attrs.find(key)? + key.len();
    let open = start + attrs[start..].find('(')?;
    let close = open + attrs[open..].find(')')?;
    Some(
        attrs[open + 1..close]
            .split(',')
            .map(|n| n.trim().parse().unwrap())
            .collect(),
    )
}

#[test]
fn kernels_and_arguments_match_the_sources() {
    let mut checked_args = 0;
    for file in corpus_files() {
        let src = std::fs::read_to_string(corpus().join("kernels").join(format!("{file}.cl")))
            .unwrap_or_else(|e| panic!("{file}.cl: {e}"));
        let mut expected = source_kernels(&src);
        expected.sort_by(|a, b| a.name.cmp(&b.name));
        let p = load(&file);
        // IGC adds a `<kernel>_dispatch_<n>` kernel for each block passed to the
        // kernel-query built-ins of device-side enqueue; those have no source signature.
        let mut got: Vec<&str> = p
            .kernels
            .iter()
            .map(|k| k.name.as_str())
            .filter(|n| !n.contains("_dispatch_"))
            .collect();
        got.sort();
        let want: Vec<&str> = expected.iter().map(|k| k.name.as_str()).collect();
        assert_eq!(got, want, "{file}: kernel names");
        for sk in &expected {
            let k = p.kernel(&sk.name).unwrap();
            let ctx = format!("{file}::{}", sk.name);
            assert_eq!(k.args.len(), sk.params.len(), "{ctx}: argument count");
            for (a, sp) in k.args.iter().zip(&sk.params) {
                let actx = format!("{ctx} arg {} `{sp}`", a.index);
                let info = a
                    .info
                    .as_ref()
                    .unwrap_or_else(|| panic!("{actx}: no arg info"));
                assert_eq!(info.name, param_name(sp), "{actx}: name");
                let is_ptr = sp.contains('*');
                let image = sp
                    .split_whitespace()
                    .any(|w| w.starts_with("image") && w.ends_with("_t"));
                let ok = if image {
                    matches!(a.kind, ArgKind::Image(_))
                } else if has_word(sp, "pipe") {
                    // Pipe objects live in global memory and are passed like buffers.
                    matches!(a.kind, ArgKind::GlobalBuffer(_))
                        && a.address_space == AddressSpace::Global
                } else if has_word(sp, "sampler_t") {
                    matches!(a.kind, ArgKind::Sampler(_))
                } else if is_ptr && (has_word(sp, "__global") || has_word(sp, "global")) {
                    matches!(a.kind, ArgKind::GlobalBuffer(_) | ArgKind::Unreferenced)
                        && a.address_space == AddressSpace::Global
                } else if is_ptr && (has_word(sp, "__constant") || has_word(sp, "constant")) {
                    matches!(a.kind, ArgKind::ConstantBuffer(_) | ArgKind::Unreferenced)
                        && a.address_space == AddressSpace::Constant
                } else if is_ptr && (has_word(sp, "__local") || has_word(sp, "local")) {
                    matches!(a.kind, ArgKind::LocalBuffer(_) | ArgKind::Unreferenced)
                        && a.address_space == AddressSpace::Local
                } else {
                    matches!(a.kind, ArgKind::Value(_) | ArgKind::Unreferenced)
                        && a.address_space == AddressSpace::Private
                };
                assert!(ok, "{actx}: kind {:?} / {:?}", a.kind, a.address_space);
                if let ArgKind::Value(pieces) = &a.kind {
                    assert!(!pieces.is_empty(), "{actx}: value without payload");
                }
                checked_args += 1;
            }
            assert_eq!(
                k.required_sub_group_size(),
                attr_numbers(&sk.attributes, "intel_reqd_sub_group_size").map(|v| v[0]),
                "{ctx}: required sub-group size"
            );
            assert_eq!(
                k.required_work_group_size().map(|w| w.to_vec()),
                attr_numbers(&sk.attributes, "reqd_work_group_size"),
                "{ctx}: required work-group size"
            );
        }
    }
    assert!(checked_args > 100, "only {checked_args} arguments checked");
}

#[test]
fn simd_widths_match_the_corpus_index() {
    let index = std::fs::read_to_string(corpus().join("index.tsv")).unwrap();
    let mut rows = 0;
    for line in index.lines().skip(1) {
        let cols: Vec<&str> = line.split('\t').collect();
        let (file, kernel, simd) = (cols[0], cols[1], cols[2].parse::<u32>().unwrap());
        if !corpus().join("bin").join(format!("{file}.bin")).exists() {
            continue;
        }
        let p = load(file);
        let k = p
            .kernel(kernel)
            .unwrap_or_else(|| panic!("{file}: no kernel {kernel}"));
        assert_eq!(k.simd_width(), Some(simd), "{file}::{kernel}");
        rows += 1;
    }
    assert!(rows > 50, "only {rows} index rows checked");
}

#[test]
fn source_parser_finds_kernels_and_attributes() {
    let src = "/* kernel void no(int a) */\n__kernel __attribute__((reqd_work_group_size(8, 8, 1)))\nvoid t(__global const float* in, __local float *s, int n) {}\nvoid helper(int kernel_x) {}\nkernel void __attribute__((intel_reqd_sub_group_size(16))) u(read_only image2d_t im) {}";
    let ks = source_kernels(src);
    assert_eq!(ks.len(), 2);
    assert_eq!(ks[0].name, "t");
    assert_eq!(ks[0].params.len(), 3);
    assert_eq!(param_name(&ks[0].params[1]), "s");
    assert_eq!(
        attr_numbers(&ks[0].attributes, "reqd_work_group_size"),
        Some(vec![8, 8, 1])
    );
    assert_eq!(ks[1].name, "u");
    assert_eq!(
        attr_numbers(&ks[1].attributes, "intel_reqd_sub_group_size"),
        Some(vec![16])
    );
}
