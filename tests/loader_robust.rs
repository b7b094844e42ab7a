//! Malformed input must give typed errors, never panics: truncations and mutations of
//! real ocloc binaries, and random bytes behind a valid-looking header.

use std::path::{Path, PathBuf};

use eusim::program::{parse_device_binary, parse_elf, parse_program, render_info, LoadError};
use proptest::prelude::*;

fn corpus_bin(name: &str) -> Vec<u8> {
    let p: PathBuf = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus/bin")
        .join(format!("{name}.bin"));
    std::fs::read(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// (file bytes, offset and length of the device binary section)
fn with_device_binary(name: &str) -> (Vec<u8>, usize, usize) {
    let file = corpus_bin(name);
    let elf = parse_elf(&file).unwrap();
    let s = elf.section(eusim::program::SHT_OPENCL_DEV_BINARY).unwrap();
    let (o, n) = (s.offset, s.size);
    (file, o, n)
}

const SAMPLES: [&str; 4] = [
    "ordinary_local",
    "media_block_simd16",
    "khr_subgroups_device",
    "ordinary_scratch",
];

#[test]
fn every_truncation_of_a_device_binary_is_an_error() {
    for name in SAMPLES {
        let (file, off, len) = with_device_binary(name);
        let dev = &file[off..off + len];
        assert!(
            parse_device_binary(dev, off).is_ok(),
            "{name}: full binary parses"
        );
        // Every cut in the headers and first tokens, then a stride through the rest.
        let cuts = (0..len.min(2048)).chain((2048..len).step_by(37));
        for cut in cuts {
            match parse_device_binary(&dev[..cut], off) {
                Ok(_) => panic!("{name}: truncated to {cut} of {len} bytes but parsed"),
                Err(e) => {
                    // The message names a byte offset inside the file.
                    let msg = e.to_string();
                    assert!(msg.contains("0x"), "{name} cut {cut}: {msg}");
                }
            }
        }
    }
}

#[test]
fn truncated_files_are_errors() {
    let file = corpus_bin("ordinary_local");
    for cut in (0..file.len()).step_by(7) {
        assert!(parse_program(&file[..cut]).is_err(), "cut at {cut} parsed");
    }
}

#[test]
fn truncation_error_names_offset_and_need() {
    let (file, off, len) = with_device_binary("ordinary_local");
    let dev = &file[off..off + len];
    match parse_device_binary(&dev[..20], off) {
        Err(LoadError::Truncated {
            offset,
            needed,
            available,
            ..
        }) => {
            assert_eq!((offset, needed, available), (off, 28, 20));
        }
        other => panic!("unexpected {other:?}"),
    }
}

#[test]
fn wrong_magic_and_version_are_reported() {
    let (file, off, len) = with_device_binary("ordinary_local");
    let mut dev = file[off..off + len].to_vec();
    dev[4] = 0x3a; // version 1081 = 0x439 -> 0x43a
    assert!(matches!(
        parse_device_binary(&dev, 0),
        Err(LoadError::UnsupportedVersion { found: 1082, .. })
    ));
    dev[0] = 0;
    assert!(matches!(
        parse_device_binary(&dev, 0),
        Err(LoadError::BadMagic { .. })
    ));
    assert!(matches!(
        parse_program(b"hello world"),
        Err(LoadError::UnknownFormat { .. })
    ));
    assert!(parse_program(&[]).is_err());
}

#[test]
fn elf_without_device_binary_is_reported() {
    let mut file = corpus_bin("ordinary_local");
    let elf = parse_elf(&file).unwrap();
    // Rewrite the device binary section's type (section header at e_shoff + 64*i + 4).
    let shoff = u64::from_le_bytes(file[0x28..0x30].try_into().unwrap()) as usize;
    let i = elf
        .sections
        .iter()
        .position(|s| s.kind == eusim::program::SHT_OPENCL_DEV_BINARY)
        .unwrap();
    file[shoff + 64 * i + 4..shoff + 64 * i + 8].copy_from_slice(&1u32.to_le_bytes());
    let err = parse_program(&file).unwrap_err();
    assert!(matches!(err, LoadError::NoDeviceBinary { .. }), "{err}");
    assert!(err.to_string().contains("SPIRV Object"), "{err}");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn mutated_device_binaries_never_panic(
        which in 0usize..SAMPLES.len(),
        edits in proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..8),
    ) {
        let (file, off, len) = with_device_binary(SAMPLES[which]);
        let mut dev = file[off..off + len].to_vec();
        for (at, v) in edits {
            let i = at.index(dev.len());
            dev[i] = v;
        }
        if let Ok(p) = parse_device_binary(&dev, off) {
            let _ = render_info(&p);
            for k in &p.kernels {
                let _ = k.isa();
            }
        }
    }

    #[test]
    fn random_bytes_after_a_valid_header_never_panic(
        kernels in 0u32..4,
        list in 0u32..64,
        tail in proptest::collection::vec(any::<u8>(), 0..512),
    ) {
        let mut dev = Vec::new();
        for w in [0x494e_5443u32, 1081, 12, 8, kernels, 9, list] {
            dev.extend_from_slice(&w.to_le_bytes());
        }
        dev.extend_from_slice(&tail);
        if let Ok(p) = parse_device_binary(&dev, 0) {
            let _ = render_info(&p);
        }
    }

    #[test]
    fn random_files_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..256)) {
        let _ = parse_program(&bytes);
        let mut elf = b"\x7fELF\x02\x01\x01\0\0\0\0\0\0\0\0\0\x04\xff".to_vec();
        elf.extend_from_slice(&bytes);
        let _ = parse_program(&elf);
    }
}
