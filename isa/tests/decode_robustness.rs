//! The decoder and formatter never panic: on random instructions, on every single-bit flip of
//! the corpus instructions, and on truncated buffers. Errors must name an offset inside the
//! buffer.

use std::path::Path;

/// Small deterministic generator (xorshift64*), so failures are reproducible.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
}

fn exercise(bytes: &[u8]) {
    exercise_opt(bytes, true)
}

fn exercise_opt(bytes: &[u8], format: bool) {
    match isa::decode(bytes, 0) {
        Ok((inst, len)) => {
            assert!(len == 8 || len == 16);
            assert!(len <= bytes.len());
            if format {
                let text = isa::format_instruction(&inst);
                assert!(!text.is_empty());
            }
        }
        Err(e) => assert!((e.offset() as usize) < bytes.len().max(1)),
    }
}

#[test]
fn random_instructions_never_panic() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut ok = 0usize;
    for i in 0..100_000u32 {
        let mut b = [0u8; 16];
        b[..8].copy_from_slice(&rng.next().to_le_bytes());
        b[8..].copy_from_slice(&rng.next().to_le_bytes());
        // Bias half of the samples toward valid opcodes so deeper paths are reached.
        if i % 2 == 0 {
            let table = isa::OPCODE_TABLE;
            let op = table[(rng.next() % table.len() as u64) as usize].number;
            b[0] = (b[0] & 0x80) | op;
        }
        if isa::decode(&b, 0).is_ok() {
            ok += 1;
        }
        exercise(&b);
    }
    // Sanity: the generator reaches the successful paths too.
    assert!(ok > 1000, "only {ok} random instructions decoded");
}

#[test]
fn truncated_buffers_are_errors() {
    let b = [0x01u8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    for n in 0..16 {
        let r = isa::decode(&b[..n], 0);
        assert!(
            matches!(r, Err(isa::DecodeError::Truncated { .. })),
            "len {n}: {r:?}"
        );
    }
    assert!(matches!(
        isa::decode(&b, 17),
        Err(isa::DecodeError::Truncated { .. })
    ));
    assert!(isa::decode_kernel(&b[..12]).is_err());
}

#[test]
fn invalid_opcode_is_typed() {
    let mut b = [0u8; 16];
    b[0] = 0x0B; // 11: no Gen9 opcode
    assert_eq!(
        isa::decode(&b, 0).unwrap_err(),
        isa::DecodeError::InvalidOpcode {
            offset: 0,
            opcode: 0x0B
        }
    );
}

#[test]
fn bit_flips_of_corpus_instructions_never_panic() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus/heap");
    let Ok(dirs) = std::fs::read_dir(&root) else {
        return;
    };
    let mut seen = std::collections::HashSet::new();
    let mut paths: Vec<_> = dirs
        .flatten()
        .filter_map(|d| std::fs::read_dir(d.path()).ok())
        .flat_map(|files| files.flatten().map(|f| f.path()))
        .collect();
    paths.sort();
    {
        for path in paths {
            let Ok(bytes) = std::fs::read(&path) else {
                continue;
            };
            let mut pc = 0;
            while pc < bytes.len() {
                let Ok((_, len)) = isa::decode(&bytes, pc) else {
                    break;
                };
                let inst = &bytes[pc..pc + len];
                // Bounded: the first 2000 distinct instructions (files in sorted order).
                if seen.len() < 2000 && seen.insert(inst.to_vec()) {
                    // Every flip is decoded; one in eight is also formatted (debug builds
                    // are slow and formatting is covered by the random test too).
                    let n = seen.len();
                    for bit in 0..len * 8 {
                        let mut m = inst.to_vec();
                        m[bit / 8] ^= 1 << (bit % 8);
                        // Keep the buffer 16 bytes so a flipped compaction bit stays decodable.
                        m.resize(16, 0);
                        exercise_opt(&m, (n + bit) % 8 == 0);
                    }
                }
                pc += len;
            }
        }
    }
    assert!(!seen.is_empty());
}
