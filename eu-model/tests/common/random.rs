//! Shared pieces of the differential tests on random instructions: a fixed-seed generator,
//! random thread states salted with float specials, and the three-way comparison of the
//! default engine, the general plans alone and the reference evaluator.
#![allow(dead_code)]

use eu_model::{step, Kernel, NoSharedFunctions, ThreadId, ThreadState};

/// SplitMix64 (fixed seed: the test is deterministic).
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    pub fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
    pub fn pick<T: Copy>(&mut self, xs: &[T]) -> T {
        xs[self.below(xs.len() as u64) as usize]
    }
}

pub const FLOAT_SPECIALS: [u32; 12] = [
    0x0000_0000,
    0x8000_0000,
    0x7f80_0000,
    0xff80_0000,
    0x7fc0_0000,
    0xffc0_0001,
    0x7f80_0001,
    0x0000_0001,
    0x807f_ffff,
    0x3f80_0000,
    0xbf80_0000,
    0x7f7f_ffff,
];

pub fn random_state(r: &mut Rng, width: u32) -> ThreadState {
    let full = if width == 32 {
        u32::MAX
    } else {
        (1u32 << width) - 1
    };
    let dispatch = if r.chance(80) {
        full
    } else {
        r.next() as u32 & full
    };
    let mut st = ThreadState::new(ThreadId(3), width as u8, dispatch);
    if r.chance(30) {
        st.cf.active = r.next() as u32;
    }
    for reg in 0..128 {
        for d in 0..8 {
            let v = match r.below(8) {
                0 => r.pick(&FLOAT_SPECIALS),
                1 => r.below(64) as u32,
                2 => (r.below(1 << 16) as u32) << 12 | 0x3e00_0000,
                _ => r.next() as u32,
            };
            st.write_ud(reg, d, v);
        }
    }
    st.set_flag(0, r.next() as u32);
    st.set_flag(1, r.next() as u32);
    // Address registers mostly inside the GRF (element-aligned), sometimes anywhere.
    for i in 0..16 {
        let v = if r.chance(90) {
            (r.below(120) * 32 + r.below(8) * 4) as u16
        } else {
            r.next() as u16
        };
        st.set_a0(i, v);
    }
    // Mostly the mode IGC kernels set (single denormals retained), sometimes the reset value
    // or a non-default rounding mode.
    let cr0 = match r.below(8) {
        0 => 0,
        1 => 0x4C0 | 0x10,
        2 | 3 => (r.next() as u32) & 0x4f1,
        _ => 0x4C0,
    };
    st.set_cr0(0, cr0);
    st
}

/// Step every instruction of `k` (stopping at the first error); the outcomes as text.
pub fn run_all(st: &mut ThreadState, k: &Kernel, count: usize) -> String {
    let mut out = String::new();
    for _ in 0..count {
        let o = step(st, k, &mut NoSharedFunctions);
        out += &format!("{o:?};");
        if o.is_err() {
            break;
        }
    }
    out
}

pub fn assert_same(text: &str, what: &str, a: &ThreadState, b: &ThreadState) {
    for reg in 0..128 {
        assert_eq!(a.reg(reg), b.reg(reg), "`{text}` ({what}): r{reg}");
    }
    for i in 0..16 {
        assert_eq!(a.a0(i), b.a0(i), "`{text}` ({what}): a0.{i}");
    }
    assert_eq!(a.flag(0), b.flag(0), "`{text}` ({what}): f0");
    assert_eq!(a.flag(1), b.flag(1), "`{text}` ({what}): f1");
    assert_eq!(a.cr0(0), b.cr0(0), "`{text}` ({what}): cr0");
    for i in 0..32 {
        assert_eq!(
            format!("{:?}", a.acc(i)),
            format!("{:?}", b.acc(i)),
            "`{text}` ({what}): acc lane {i}"
        );
    }
    assert_eq!(a.ip(), b.ip(), "`{text}` ({what}): ip");
}

/// Run one case three ways from one random state and require identical outcomes and states.
/// Returns `(specialised plans used, ran without an error)`, or `None` when the assembler
/// or the kernel builder rejects the text (not an instruction).
pub fn check_case(r: &mut Rng, text: &str, width: u32) -> Option<(u32, bool)> {
    let insts = isa::asm::assemble_instructions(text).ok()?;
    let count = insts.len();
    let mut k = Kernel::from_offsets(insts).ok()?;
    let planned = k.fast_path_instructions() as u32;
    assert!(
        (0..count).all(|i| k.is_planned(i)),
        "`{text}`: an ALU instruction without a plan"
    );
    let st0 = random_state(r, width);
    let mut fast = st0.clone();
    let out_fast = run_all(&mut fast, &k, count);
    k.set_specialised_plans(false);
    let mut gen = st0.clone();
    let out_gen = run_all(&mut gen, &k, count);
    k.set_oracle(true);
    let mut oracle = st0;
    let out_oracle = run_all(&mut oracle, &k, count);
    assert_eq!(out_fast, out_oracle, "`{text}`: outcome");
    assert_eq!(
        out_gen, out_oracle,
        "`{text}`: outcome (general plans only)"
    );
    assert_same(text, "engine vs oracle", &fast, &oracle);
    assert_same(text, "general plans vs oracle", &gen, &oracle);
    Some((planned, !out_oracle.contains("Err")))
}
