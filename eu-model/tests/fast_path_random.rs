//! Differential test of the planned engine against the per-channel reference evaluator (the
//! test oracle, `oracle` feature) on random instructions: random opcodes of every ALU family
//! (moves, arithmetic, logic, shifts, `sel`/`cmp`/`csel`, bit operations, `lrp`, `mad`,
//! rounding, extended math in `f` and `hf`, integer division, `mac`/`mach`/`addc`/`subb` and
//! accumulator operands), types (including `hf`, mixed `hf`/`f` and 64-bit integers),
//! regions (scalar, contiguous, strided, crossing registers, leaving the GRF, indirect),
//! immediates (including packed `:v`/`:uv`/`:vf` vectors), negation, `(abs)`, saturation,
//! predicates, conditional modifiers, flag / `a0` / `cr0` / accumulator destinations, channel
//! offsets, NoMask, partial execution masks and cr0 rounding and denormal modes, on random
//! register contents salted with float specials (zeros, infinities, NaNs, denormals).
//!
//! Every case is assembled from IGA text by the isa assembler and stepped three times from the
//! same state: with the default engine (specialised plans, then general plans), with the
//! general plans only, and with the oracle; the outcome (or error), all 128 GRFs, `a0`, both
//! flag registers, `cr0`, the accumulator and the IP must be identical. The generator is a
//! fixed-seed SplitMix64, so failures reproduce; the failing instruction text is printed.

#[path = "common/random.rs"]
mod random;
use random::*;

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

fn hf_imm(r: &mut Rng) -> String {
    let bits = r.pick(&[
        0x3c00u32, 0xbc00, 0x7c00, 0xfc00, 0x7e00, 0x0001, 0x8000, 0x3555, 0x4900,
    ]);
    format!("0x{bits:04X}:hf")
}

/// A source of type `t` for the extended forms: a register region, or sometimes an immediate
/// (`imm`: allowed here).
fn ext_src(r: &mut Rng, t: &str, imm: bool) -> String {
    if imm && r.chance(20) {
        return match t {
            "f" => float_imm(r),
            "hf" => hf_imm(r),
            "b" | "ub" => reg_src(r, t, false),
            _ => int_imm(r, t),
        };
    }
    let neg = r.chance(12);
    reg_src(r, t, neg)
}

/// A 3-source (Align16) operand of type `t`: `<2;1>` / `<0;0>` for src0/src1, `<1>` / `<0>`
/// for src2.
fn src3(r: &mut Rng, t: &str, k: usize) -> String {
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
    let neg = if r.chance(15) { "-" } else { "" };
    let abs = if t == "f" && r.chance(10) {
        "(abs)"
    } else {
        ""
    };
    format!("{neg}{abs}r{reg}.{sub}{region}:{t}")
}

fn dst_reg(r: &mut Rng, t: &str) -> String {
    let reg = if r.chance(4) {
        r.below(4) + 124
    } else {
        r.below(20) + 20
    };
    let hs = if type_size(t) == 1 || r.chance(20) {
        2
    } else {
        1
    };
    format!("r{reg}.0<{hs}>:{t}")
}

/// One instruction (or a short sequence) of the forms the specialised plans leave to the
/// general plan: extended math, bit operations, `lrp`/`csel`, accumulator opcodes and
/// operands, `hf` and mixed `hf`/`f`, packed-vector immediates, rounding, `avg`, `sat` on
/// integers, flag and `cr0` destinations.
fn extended(r: &mut Rng, pre: &str, n: u32, off: u32) -> String {
    let m = format!("({n}|M{off})");
    let cm = |r: &mut Rng| {
        if r.chance(25) {
            format!(
                "({}){} ",
                r.pick(&["eq", "ne", "gt", "ge", "lt", "le", "ov", "un"]),
                r.pick(&FLAGS)
            )
        } else {
            String::new()
        }
    };
    let sat = |r: &mut Rng| if r.chance(15) { "(sat)" } else { "" };
    match r.below(16) {
        0 => {
            let t = if r.chance(30) && n <= 16 { "hf" } else { "f" };
            let f = r.pick(&[
                "inv", "sqt", "rsqt", "exp", "log", "sin", "cos", "fdiv", "pow",
            ]);
            let two = matches!(f, "fdiv" | "pow");
            let a = ext_src(r, t, false);
            let b = if two {
                format!(" {}", ext_src(r, t, true))
            } else {
                String::new()
            };
            let (c, s) = (cm(r), sat(r));
            format!("{pre}math.{f} {m} {c}{s}{} {a}{b}", dst_reg(r, t))
        }
        1 => {
            let t = r.pick(&["d", "ud"]);
            let f = r.pick(&["iqot", "irem"]);
            let (a, b) = (ext_src(r, t, false), ext_src(r, t, true));
            format!("{pre}math.{f} {m} {} {a} {b}", dst_reg(r, t))
        }
        2 => {
            let op = r.pick(&["bfrev", "cbit", "fbh", "fbl", "lzd"]);
            let t = r.pick(&["d", "ud"]);
            let neg = r.chance(10);
            let a = reg_src(r, t, neg);
            let c = cm(r);
            let dt = r.pick(&["d", "ud"]);
            format!("{pre}{op} {m} {c}{} {a}", dst_reg(r, dt))
        }
        3 => {
            let (a, b) = (ext_src(r, "ud", false), ext_src(r, "ud", true));
            format!("{pre}bfi1 {m} {} {a} {b}", dst_reg(r, "ud"))
        }
        4 => {
            let op = r.pick(&["bfe", "bfi2"]);
            let t = r.pick(&["d", "ud"]);
            let ops: Vec<String> = (0..3).map(|k| src3(r, t, k)).collect();
            let dreg = r.below(20) + 20;
            format!("{pre}{op} {m} r{dreg}.0<1>:{t} {}", ops.join(" "))
        }
        5 => {
            let ops: Vec<String> = (0..3).map(|k| src3(r, "f", k)).collect();
            let (c, s) = (if r.chance(15) { cm(r) } else { String::new() }, sat(r));
            let dreg = r.below(20) + 20;
            format!("{pre}lrp {m} {c}{s}r{dreg}.0<1>:f {}", ops.join(" "))
        }
        6 => {
            let t = r.pick(&["f", "d", "ud"]);
            let ops: Vec<String> = (0..3).map(|k| src3(r, t, k)).collect();
            let kind = r.pick(&["eq", "ne", "gt", "ge", "lt", "le"]);
            let dreg = r.below(20) + 20;
            format!(
                "{pre}csel {m} ({kind})f0.0 r{dreg}.0<1>:{t} {}",
                ops.join(" ")
            )
        }
        7 => {
            // accumulator sequences: prime acc0, then mac / mach / an acc source
            let n8 = n.min(8);
            let m8 = format!("({n8}|M{off})");
            let t = r.pick(&["d", "ud"]);
            let (a, b) = (reg_src_plain(r, t), reg_src_plain(r, "uw"));
            let prime = format!("{pre}mul {m8} acc0.0<1>:{t} {a} {b}");
            let second = match r.below(4) {
                0 => format!(
                    "{pre}mach {m8} {} {} {} {{AccWrEn}}",
                    dst_reg(r, t),
                    reg_src_plain(r, t),
                    reg_src_plain(r, t)
                ),
                1 => format!(
                    "{pre}mac {m8} {} {} {}",
                    dst_reg(r, t),
                    reg_src_plain(r, "w"),
                    reg_src_plain(r, "w")
                ),
                2 => format!(
                    "{pre}add {m8} {}{} acc0.0<8;8,1>:{t} {}",
                    cm(r),
                    dst_reg(r, t),
                    reg_src_plain(r, t)
                ),
                _ => format!("{pre}mov {m8} {} acc0.0<8;8,1>:{t}", {
                    let t = r.pick(&["d", "ud", "w", "f"]);
                    dst_reg(r, t)
                }),
            };
            format!("{prime}\n{second}")
        }
        8 => {
            let op = r.pick(&["addc", "subb"]);
            let (a, b) = (reg_src_plain(r, "ud"), reg_src_plain(r, "ud"));
            let c = cm(r);
            format!("{pre}{op} {m} {c}{} {a} {b} {{AccWrEn}}", dst_reg(r, "ud"))
        }
        9 => {
            // half and mixed half/single float arithmetic and conversions
            let n = n.min(16);
            let m = format!("({n}|M{off})");
            let dt = r.pick(&["hf", "hf", "f"]);
            let op = r.pick(&["add", "mul", "mov", "sel", "cmp", "mad"]);
            let (c, s) = (cm(r), sat(r));
            if op == "mad" {
                let ops: Vec<String> = (0..3).map(|k| src3(r, "hf", k)).collect();
                let dreg = r.below(20) + 20;
                return format!("{pre}mad {m} {s}r{dreg}.0<1>:{dt} {}", ops.join(" "));
            }
            if op == "cmp" {
                let (a, b) = (ext_src(r, "hf", false), ext_src(r, "hf", true));
                let kind = r.pick(&CMODS);
                return format!("{pre}cmp {m} ({kind}){} null<1>:hf {a} {b}", r.pick(&FLAGS));
            }
            let st = if op == "mov" {
                r.pick(&["hf", "f", "d", "w"])
            } else {
                "hf"
            };
            let a = ext_src(r, st, false);
            let b = if op == "mov" {
                String::new()
            } else {
                format!(" {}", ext_src(r, st, true))
            };
            let c = if op == "sel" && !pre.contains("f") {
                format!("({})f0.0 ", r.pick(&["ge", "lt"]))
            } else if op == "sel" {
                String::new()
            } else {
                c
            };
            format!("{pre}{op} {m} {c}{s}{} {a}{b}", dst_reg(r, dt))
        }
        10 => {
            // packed-vector immediates
            match r.below(3) {
                0 => format!(
                    "{pre}mov {m} {} 0x{:08x}:v",
                    {
                        let t = r.pick(&["w", "uw", "d", "ud"]);
                        dst_reg(r, t)
                    },
                    r.next() as u32
                ),
                1 => format!(
                    "{pre}add {m} {} {} 0x{:08x}:uv",
                    {
                        let t = r.pick(&["uw", "ud"]);
                        dst_reg(r, t)
                    },
                    reg_src_plain(r, "uw"),
                    r.next() as u32
                ),
                _ => format!(
                    "{pre}mov ({}|M{off}) {} 0x{:08x}:vf",
                    n.min(4),
                    dst_reg(r, "f"),
                    (r.next() as u32) & 0x7f7f_7f7f
                ),
            }
        }
        11 => {
            let op = r.pick(&["frc", "rndd", "rndu", "rnde", "rndz"]);
            let (c, s) = (cm(r), sat(r));
            format!(
                "{pre}{op} {m} {c}{s}{} {}",
                dst_reg(r, "f"),
                ext_src(r, "f", false)
            )
        }
        12 => {
            // integer saturation, avg, and float with conditional modifiers
            let t = r.pick(&["d", "ud", "w", "uw", "b", "ub"]);
            let op = r.pick(&["add", "mul", "avg", "mov"]);
            let a = {
                let t = r.pick(&["d", "ud", "w"]);
                ext_src(r, t, false)
            };
            let b = if op == "mov" {
                String::new()
            } else {
                format!(" {}", {
                    let t = r.pick(&["d", "ud", "w"]);
                    ext_src(r, t, true)
                })
            };
            format!("{pre}{op} {m} {}(sat){} {a}{b}", cm(r), dst_reg(r, t))
        }
        13 => {
            let op = r.pick(&["add", "mul", "mov", "mad"]);
            let c = cm(r);
            if op == "mad" {
                let ops: Vec<String> = (0..3).map(|k| src3(r, "f", k)).collect();
                let dreg = r.below(20) + 20;
                return format!("{pre}mad {m} {c}r{dreg}.0<1>:f {}", ops.join(" "));
            }
            let a = ext_src(r, "f", false);
            let b = if op == "mov" {
                String::new()
            } else {
                format!(" {}", ext_src(r, "f", true))
            };
            format!("{pre}{op} {m} {c}{}{} {a}{b}", sat(r), dst_reg(r, "f"))
        }
        14 => {
            // flag and cr0 destinations, flag sources
            let f = r.pick(&["f0.0", "f0.1", "f1.0", "f1.1"]);
            match r.below(4) {
                0 => format!("{pre}mov (1|M0) {f}<1>:uw {}", reg_src_plain(r, "uw")),
                1 => format!(
                    "{pre}and (1|M0) {f}<1>:uw {f}<0;1,0>:uw 0x{:x}:uw",
                    r.next() & 0xffff
                ),
                2 => format!("{pre}mov (1|M0) {} {f}<0;1,0>:uw", dst_reg(r, "uw")),
                _ => format!(
                    "{pre}or (1|M0) cr0.0<1>:ud cr0.0<0;1,0>:ud 0x{:x}:uw",
                    r.pick(&[0x10u32, 0x20, 0x30, 0x80, 0x40])
                ),
            }
        }
        _ => {
            // accumulator destination and float accumulator source
            let t = r.pick(&["f", "d"]);
            let a = reg_src_plain(r, t);
            let b = reg_src_plain(r, t);
            let n8 = n.min(8);
            format!(
                "{pre}add ({n8}|M{off}) acc0.0<1>:{t} {a} {b}\n{pre}add ({n8}|M{off}) {} acc0.0<8;8,1>:{t} {}",
                dst_reg(r, t),
                reg_src_plain(r, t)
            )
        }
    }
}

/// One random instruction in IGA syntax for a thread of `width` channels.
fn instruction(r: &mut Rng, width: u32) -> String {
    let float = r.chance(35);
    let op = if r.chance(35) {
        "ext"
    } else if r.chance(6) {
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
    if op == "ext" {
        return extended(r, &text, n, off);
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

#[test]
fn fast_path_matches_generic_path_on_random_instructions() {
    let mut r = Rng(0x5eed_f457_0001);
    let (mut cases, mut planned, mut general) = (0u32, 0u32, 0u32);
    let mut ran = 0u32;
    while cases < 30000 {
        let width = r.pick(&[8u32, 16, 16, 32]);
        let text = instruction(&mut r, width);
        // Combinations the assembler rejects are not instructions; skip them.
        let Some((p, ok)) = check_case(&mut r, &text, width) else {
            continue;
        };
        cases += 1;
        planned += p;
        if p == 0 {
            general += 1;
        }
        if ok {
            ran += 1;
        }
    }
    // The generator must reach both planned forms often, and mostly run without errors, or
    // the test proves little.
    assert!(
        planned > cases / 4,
        "only {planned} of {cases} random cases took a specialised plan"
    );
    assert!(
        general > cases / 4,
        "only {general} of {cases} random cases ran on general plans only"
    );
    eprintln!("cases {cases} planned {planned} general {general} ran {ran}");
    assert!(
        ran > cases / 2,
        "only {ran} of {cases} cases ran without an error"
    );
}
