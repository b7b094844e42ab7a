//! Never panic on malformed input: random instruction words that the isa decoder accepts are
//! executed on threads with arbitrary register contents; every outcome must be a value or a
//! typed error.

use eu_model::*;

struct Permissive;

impl SharedFunctions for Permissive {
    fn send(
        &mut self,
        _t: ThreadId,
        req: &SendRequest<'_>,
        resp: &mut [u8],
    ) -> Result<SendReply<'_>, SendError> {
        resp.iter_mut().for_each(|b| *b = 0x5a);
        if req.sfid == 3 {
            Ok(SendReply::barrier())
        } else {
            Ok(SendReply::done(ServedBy::DataPort))
        }
    }
}

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
}

#[test]
fn random_decodable_instructions_never_panic() {
    let mut rng = Rng(0x1234_5678_9abc_def1);
    // Start from real instruction words of the corpus and flip random bits, plus fully random
    // words, so that many decode.
    let mut seed_bytes = Vec::new();
    for f in [
        "ordinary_math/math_float",
        "ordinary_math/math_double",
        "ordinary_int64/i64_divrem",
        "shuffle_simd16/shuffle_down_b64_simd16",
        "collectives_simd32/sg_arith_long_simd32",
        "media_block_simd16/media_rw_us8_simd16",
        "ordinary_control/loop_break_continue",
        "ordinary_half/half_vec4",
    ] {
        let path = format!(
            "{}/../tests/corpus/heap/{f}.dat",
            env!("CARGO_MANIFEST_DIR")
        );
        let bytes = std::fs::read(path).unwrap();
        // Keep native (16-byte) instructions only.
        let mut at = 0;
        while at + 16 <= bytes.len() {
            if bytes[at + 3] & 0x20 != 0 {
                at += 8;
                continue;
            }
            seed_bytes.extend_from_slice(&bytes[at..at + 16]);
            at += 16;
        }
    }
    let mut executed = 0;
    for round in 0..150_000 {
        let mut word = [0u8; 16];
        if round % 2 == 0 && seed_bytes.len() >= 16 {
            let at = (rng.next() as usize % (seed_bytes.len() / 16)) * 16;
            word.copy_from_slice(&seed_bytes[at..at + 16]);
            // Force the native (non-compacted) form so that 16 bytes are consumed.
            word[3] &= !0x20;
            for _ in 0..(1 + rng.next() % 4) {
                let bit = rng.next() % 128;
                word[(bit / 8) as usize] ^= 1 << (bit % 8);
            }
        } else {
            for b in word.iter_mut() {
                *b = rng.next() as u8;
            }
        }
        let Ok(k) = Kernel::decode(&word) else {
            continue;
        };
        if k.instructions().is_empty() {
            continue;
        }
        let width = [8u8, 16, 32][(rng.next() % 3) as usize];
        let mut st = ThreadState::new(ThreadId(round), width, rng.next() as u32);
        for b in st.grf_mut().iter_mut() {
            *b = rng.next() as u8;
        }
        st.set_cr0(0, (rng.next() as u32) & 0x4f1);
        for i in 0..16 {
            st.set_a0(i, (rng.next() % 4200) as u16);
        }
        st.set_flag(0, rng.next() as u32);
        st.set_flag(1, rng.next() as u32);
        let _ = step(&mut st, &k, &mut Permissive);
        executed += 1;
    }
    assert!(
        executed > 1000,
        "enough decodable instructions ({executed})"
    );
}
