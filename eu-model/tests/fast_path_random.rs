//! Differential test of the fast path against the generic path (the reference) on random
//! instructions: random opcodes of the planned families, types, regions (scalar, contiguous,
//! strided, crossing registers, leaving the GRF), immediates, negation, predicates, conditional
//! modifiers, 64-bit integer operands, channel offsets, NoMask, partial execution masks and
//! cr0 modes, on random
//! register contents salted with float specials (zeros, infinities, NaNs, denormals).
//!
//! Every instruction is assembled from IGA text by the isa assembler and stepped once with the
//! fast path enabled and once with it disabled, from the same state; the outcome (or error),
//! all 128 GRFs and both flag registers must be identical. The generator is a fixed-seed
//! SplitMix64, so failures reproduce; the failing instruction text is printed.

use eu_model::{step, Kernel, NoSharedFunctions, ThreadId, ThreadState};

/// SplitMix64 (fixed seed: the test is deterministic).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
    fn pick<T: Copy>(&mut self, xs: &[T]) -> T {
        xs[self.below(xs.len() as u64) as usize]
    }
}

const FLOAT_SPECIALS: [u32; 12] = [
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

const INT_TYPES: [&str; 8] = ["d", "ud", "w", "uw", "b", "ub", "q", "uq"];
const INT_DST_TYPES: [&str; 8] = ["d", "ud", "w", "uw", "b", "ub", "q", "uq"];
const REGIONS: [&str; 10] = [
    "<0;1,0>",
    "<8;8,1>",
    "<16;16,1>",
    "<4;4,1>",
    "<1;1,0>",
    "<8;4,2>",
    "<2;2,1>",
    "<16;8,2>",
    "<0;4,1>",
    "<2;1,0>",
];
const CMODS: [&str; 6] = ["eq", "ne", "gt", "ge", "lt", "le"];
const FLAGS: [&str; 4] = ["f0.0", "f0.1", "f1.0", "f1.1"];

fn type_size(t: &str) -> u32 {
    match t {
        "b" | "ub" => 1,
        "w" | "uw" => 2,
        "q" | "uq" | "df" => 8,
        _ => 4,
    }
}

/// A register operand of type `t` (GRF base chosen mostly well inside the file, sometimes
/// near its end so that wide regions leave it).
fn reg_src(r: &mut Rng, t: &str, neg: bool) -> String {
    let n = if neg { "-" } else { "" };
    let abs = if t == "f" && r.chance(12) {
        "(abs)"
    } else {
        ""
    };
    if type_size(t) <= 4 && r.chance(12) {
        return format!("{n}{abs}{}", indirect_src(r, t));
    }
    format!("{n}{abs}{}", reg_src_plain(r, t))
}

/// A register-indirect operand: `r[a0.S,off]<1,0>` (one address register per channel, as
/// IGC's shuffles use) or `r[a0.S,off]<0;1,0>` (one address for all channels).
fn indirect_src(r: &mut Rng, t: &str) -> String {
    let sub = if r.chance(80) {
        r.below(4)
    } else {
        r.below(16)
    };
    let off = if r.chance(60) { 0 } else { r.below(16) * 4 };
    let region = r.pick(&["<1,0>", "<1,0>", "<0;1,0>"]);
    if off == 0 {
        format!("r[a0.{sub}]{region}:{t}")
    } else {
        format!("r[a0.{sub},{off}]{region}:{t}")
    }
}

fn reg_src_plain(r: &mut Rng, t: &str) -> String {
    let reg = if r.chance(5) {
        r.below(8) + 120
    } else {
        r.below(18) + 1
    };
    let size = type_size(t) as u64;
    let sub = if r.chance(60) { 0 } else { r.below(32 / size) };
    let region = r.pick(&REGIONS);
    format!("r{reg}.{sub}{region}:{t}")
}

/// A single-float `mad` in the 3-source forms IGC emits (Align16: `<0;0>` replicated scalar
/// or `<2;1>` for src0/src1, `<1>` / `<0>` for src2), with negation, `(abs)` and `.sat`.
fn mad(r: &mut Rng, pre: &str, n: u32, off: u32) -> String {
    let mut ops = Vec::new();
    for k in 0..3 {
        let reg = if r.chance(4) {
            r.below(8) + 120
        } else {
            r.below(18) + 1
        };
        let region = if k < 2 {
            r.pick(&["<0;0>", "<2;1>", "<2;1>"])
        } else {
            r.pick(&["<1>", "<1>", "<0>"])
        };
        let sub = if region.starts_with("<0") {
            r.below(8)
        } else {
            0
        };
        let neg = if r.chance(20) { "-" } else { "" };
        let abs = if r.chance(10) { "(abs)" } else { "" };
        ops.push(format!("{neg}{abs}r{reg}.{sub}{region}:f"));
    }
    let sat = if r.chance(10) { "(sat)" } else { "" };
    let dreg = if r.chance(4) {
        r.below(4) + 124
    } else {
        r.below(20) + 20
    };
    format!(
        "{pre}mad ({n}|M{off}) {sat}r{dreg}.0<1>:f {}",
        ops.join(" ")
    )
}

fn int_imm(r: &mut Rng, t: &str) -> String {
    let v = match r.below(4) {
        0 => r.below(4),
        1 => r.below(40),
        2 => r.next() & 0xffff,
        _ => r.next() & 0xffff_ffff,
    };
    match t {
        "w" | "uw" => format!("0x{:x}:{t}", v & 0xffff),
        _ => format!("0x{:x}:{t}", v & 0xffff_ffff),
    }
}

fn float_imm(r: &mut Rng) -> String {
    let bits = if r.chance(30) {
        r.pick(&FLOAT_SPECIALS)
    } else {
        (r.below(1 << 20) as u32) << 12 | 0x3c00_0000
    };
    format!("0x{bits:08X}:f")
}

/// One random instruction in IGA syntax for a thread of `width` channels.
fn instruction(r: &mut Rng, width: u32) -> String {
    let float = r.chance(35);
    let op = if r.chance(6) {
        "mov64"
    } else if r.chance(8) {
        "mad"
    } else if r.chance(8) {
        "cvt"
    } else if float {
        r.pick(&["mov", "add", "mul", "sel", "cmp"])
    } else {
        r.pick(&[
            "mov", "add", "mul", "and", "or", "xor", "not", "shl", "shr", "asr", "sel", "cmp",
        ])
    };
    let mut sizes = vec![1u32, 2, 4, 8];
    if width >= 16 {
        sizes.push(16);
    }
    if width == 32 {
        sizes.push(32);
    }
    let n = r.pick(&sizes);
    let offsets: Vec<u32> = (0..width).step_by(n.max(8) as usize).collect();
    let off = if r.chance(70) { 0 } else { r.pick(&offsets) };
    let mut text = String::new();
    let nomask = r.chance(25);
    let pred = r.chance(30) || (op == "sel" && r.chance(50));
    match (nomask, pred) {
        (true, true) => {
            text += &format!(
                "(W&{}{}) ",
                if r.chance(50) { "~" } else { "" },
                r.pick(&FLAGS)
            )
        }
        (true, false) => text += "(W) ",
        (false, true) => {
            text += &format!(
                "({}{}) ",
                if r.chance(50) { "~" } else { "" },
                r.pick(&FLAGS)
            )
        }
        (false, false) => {}
    }
    if op == "mad" {
        return mad(r, &text, n.min(16), off);
    }
    if op == "cvt" {
        // mov between float and an integer type, either direction, sometimes saturated
        let it = r.pick(&["d", "ud", "w", "uw", "b", "ub"]);
        let (dt, st) = if r.chance(50) { (it, "f") } else { ("f", it) };
        let sat = if r.chance(15) { "(sat)" } else { "" };
        let hs = if type_size(dt) == 1 { 2 } else { 1 };
        let neg = st == "f" && r.chance(15);
        let src = reg_src(r, st, neg);
        return format!(
            "{text}mov ({n}|M{off}) {sat}r{}.0<{hs}>:{dt} {src}",
            r.below(20) + 20
        );
    }
    if op == "mov64" {
        let t = r.pick(&["q", "uq", "df"]);
        let st = if t == "df" {
            "df"
        } else {
            r.pick(&["q", "uq"])
        };
        let hs = r.pick(&[1, 1, 2]);
        let dreg = r.below(20) + 20;
        let src = reg_src(r, st, false);
        return format!("{text}mov ({n}|M{off}) r{dreg}.0<{hs}>:{t} {src}");
    }
    let cmod = if op == "cmp" || r.chance(20) {
        let kind = if op == "sel" {
            r.pick(&["ge", "lt", "le", "gt", "eq"])
        } else {
            r.pick(&CMODS)
        };
        format!("({kind}){} ", r.pick(&FLAGS))
    } else {
        String::new()
    };
    let dt = if float { "f" } else { r.pick(&INT_DST_TYPES) };
    let dst = if op == "cmp" && r.chance(35) {
        format!("null<1>:{dt}")
    } else {
        let size = type_size(dt) as u64;
        let hs = r.pick(&[1u64, 1, 1, 2]);
        let sub = if r.chance(70) {
            0
        } else {
            r.below(32 / size / hs)
        };
        let reg = if r.chance(4) {
            r.below(4) + 124
        } else {
            r.below(20) + 20
        };
        let sat = if r.chance(5) { "(sat)" } else { "" };
        if matches!(dt, "uw" | "w") && op != "cmp" && n <= 16 && r.chance(30) {
            // address arithmetic into a0 (the shuffle lowering)
            format!("a0.{}<1>:{dt}", r.below(4))
        } else {
            format!("{sat}r{reg}.{sub}<{hs}>:{dt}")
        }
    };
    let srcs = if op == "mov" || op == "not" { 1 } else { 2 };
    let mut ops = Vec::new();
    for k in 0..srcs {
        let t = if float { "f" } else { r.pick(&INT_TYPES) };
        let neg = r.chance(15) && op != "not";
        let last = k == srcs - 1;
        let imm = last && r.chance(30) && t != "b" && t != "ub";
        ops.push(if imm {
            if float {
                float_imm(r)
            } else {
                int_imm(r, t)
            }
        } else {
            reg_src(r, t, neg)
        });
    }
    format!("{text}{op} ({n}|M{off}) {cmod}{dst} {}", ops.join(" "))
}

fn random_state(r: &mut Rng, width: u32) -> ThreadState {
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
    let cr0 = match r.below(6) {
        0 => 0,
        1 => 0x4C0 | 0x10,
        _ => 0x4C0,
    };
    st.set_cr0(0, cr0);
    st
}

#[test]
fn fast_path_matches_generic_path_on_random_instructions() {
    let mut r = Rng(0x5eed_f457_0001);
    let (mut cases, mut planned) = (0u32, 0u32);
    while cases < 20000 {
        let width = r.pick(&[8u32, 16, 16, 32]);
        let text = instruction(&mut r, width);
        // Combinations the assembler rejects are not instructions; skip them.
        let Ok(insts) = isa::asm::assemble_instructions(&text) else {
            continue;
        };
        let Ok(mut k) = Kernel::from_offsets(insts) else {
            continue;
        };
        cases += 1;
        planned += k.fast_path_instructions() as u32;
        let st0 = random_state(&mut r, width);
        let mut fast = st0.clone();
        let out_fast = format!("{:?}", step(&mut fast, &k, &mut NoSharedFunctions));
        k.set_fast_path(false);
        let mut generic = st0;
        let out_generic = format!("{:?}", step(&mut generic, &k, &mut NoSharedFunctions));
        assert_eq!(out_fast, out_generic, "`{text}`: outcome");
        for reg in 0..128 {
            assert_eq!(fast.reg(reg), generic.reg(reg), "`{text}`: r{reg}");
        }
        for i in 0..16 {
            assert_eq!(fast.a0(i), generic.a0(i), "`{text}`: a0.{i}");
        }
        assert_eq!(fast.flag(0), generic.flag(0), "`{text}`: f0");
        assert_eq!(fast.flag(1), generic.flag(1), "`{text}`: f1");
        assert_eq!(fast.ip(), generic.ip(), "`{text}`: ip");
    }
    // The generator must reach the fast path often, or the test proves nothing.
    assert!(
        planned > cases / 3,
        "only {planned} of {cases} random instructions took the fast path"
    );
}
