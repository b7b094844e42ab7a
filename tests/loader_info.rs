//! `render_info` output: complete (every kernel, argument and data parameter listed),
//! deterministic, and consistent with ocloc's PTM dump for the numbers it prints.

use std::path::{Path, PathBuf};

use eusim::program::{parse_program, render_info, tokens::data_parameter_name};

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus")
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

#[test]
fn info_lists_everything_and_is_deterministic() {
    for file in corpus_files() {
        let bin = std::fs::read(corpus().join("bin").join(format!("{file}.bin"))).unwrap();
        let p = parse_program(&bin).unwrap();
        let text = render_info(&p);
        assert_eq!(text, render_info(&parse_program(&bin).unwrap()), "{file}");
        if std::env::var_os("EUSIM_PRINT_INFO").is_some() {
            println!("==== {file}\n{text}");
        }
        for k in &p.kernels {
            let section = text
                .split("\nkernel ")
                .find(|s| s.starts_with(&format!("{}\n", k.name)))
                .unwrap_or_else(|| panic!("{file}: no section for kernel {}", k.name));
            assert!(section.contains(&format!("  SIMD width: {}", k.simd_width().unwrap())));
            assert!(
                section.contains("unknown tokens: none"),
                "{file}::{}",
                k.name
            );
            assert!(section.contains(&format!("arguments ({}):", k.args.len())));
            for a in &k.args {
                assert!(
                    section.contains(&format!("#{} {}", a.index, a.name())),
                    "{file}::{} arg {}",
                    k.name,
                    a.index
                );
            }
            let params = section
                .split("data parameters (")
                .nth(1)
                .unwrap_or_else(|| panic!("{file}::{}: no data parameters", k.name));
            for d in &k.data_parameters {
                let name = data_parameter_name(d.kind).unwrap();
                assert!(params.contains(name), "{file}::{}: {name}", k.name);
            }
        }
    }
}

/// Inserts `token` at the end of kernel 0's patch list of a device binary.
fn with_extra_token(dev: &[u8], token: &[u8]) -> Vec<u8> {
    let u32_at = |b: &[u8], o: usize| u32::from_le_bytes(b[o..o + 4].try_into().unwrap()) as usize;
    let k = 28 + u32_at(dev, 24); // program header + program patch list
    let sizes: usize = (0..6).map(|i| u32_at(dev, k + 12 + 4 * i)).sum(); // name..SSH + patch list
    let end = k + 40 + sizes;
    let mut out = dev[..end].to_vec();
    out.extend_from_slice(token);
    out.extend_from_slice(&dev[end..]);
    let list = u32_at(dev, k + 16) + token.len();
    out[k + 16..k + 20].copy_from_slice(&(list as u32).to_le_bytes());
    out
}

#[test]
fn unknown_tokens_are_kept_and_listed() {
    let file = std::fs::read(corpus().join("bin/ordinary_local.bin")).unwrap();
    let elf = eusim::program::parse_elf(&file).unwrap();
    let s = elf.section(eusim::program::SHT_OPENCL_DEV_BINARY).unwrap();
    let dev = &file[s.offset..s.offset + s.size];
    let original = eusim::program::parse_device_binary(dev, 0).unwrap();
    assert!(original.kernels.iter().all(|k| k.checksum_ok()));

    let mut tok = Vec::new();
    for w in [1u32, 12, 0xdead_beef, 99, 8] {
        tok.extend_from_slice(&w.to_le_bytes());
    }
    let patched = with_extra_token(dev, &tok);
    let p = eusim::program::parse_device_binary(&patched, 0).unwrap();
    let k = &p.kernels[0];
    let unknown: Vec<(u32, Vec<u8>)> = k
        .unknown_tokens()
        .map(|t| (t.number, t.body().to_vec()))
        .collect();
    assert_eq!(
        unknown,
        vec![(1, 0xdead_beefu32.to_le_bytes().to_vec()), (99, vec![])]
    );
    assert_eq!(p.unknown_token_count(), 2);
    assert!(
        !k.checksum_ok(),
        "contents changed, checksum must not match"
    );
    // Everything else decodes as before.
    assert_eq!(k.args, original.kernels[0].args);
    for (a, b) in p.kernels.iter().zip(&original.kernels).skip(1) {
        // Later kernels moved by the inserted bytes but are otherwise unchanged.
        assert_eq!(a.name, b.name);
        assert!(a.isa() == b.isa() && a.args == b.args && a.data_parameters == b.data_parameters);
        assert!(a.checksum_ok(), "kernel {}", a.name);
    }

    let text = render_info(&p);
    assert!(text.contains("unknown tokens (2):"), "{text}");
    assert!(
        text.contains("UNKNOWN token 1 MEDIA_STATE_POINTERS"),
        "{text}"
    );
    assert!(text.contains("size 12: ef be ad de"), "{text}");
    assert!(text.contains("UNKNOWN token 99 at"), "{text}");
    assert!(text.contains("MISMATCH"), "{text}");
}
