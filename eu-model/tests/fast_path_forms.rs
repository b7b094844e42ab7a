//! Differential test of the planned engine against the reference evaluator (`oracle`
//! feature) on random instances of the less frequent forms: `smov` (IGC's scatter, and other
//! masks), `movi`, `dp4`/`dph`/`dp3`/`dp2`, `line`, `pln` (SIMD8 and SIMD16), `sad2`/`sada2`,
//! float `mac`, `madm`, `math.idiv`, double-precision `math`, double `mad` under every
//! rounding mode, `cmpn` on NaN operands and `.anyv`/`.allv` predicates, on random states
//! salted with float specials. Each case runs three ways (default engine, general plans only,
//! oracle) and must give identical outcomes and states.

#[path = "common/random.rs"]
mod random;
use random::*;

fn grf(r: &mut Rng) -> u64 {
    if r.chance(4) {
        r.below(8) + 120
    } else {
        r.below(18) + 1
    }
}

fn dst(r: &mut Rng) -> u64 {
    if r.chance(4) {
        r.below(4) + 124
    } else {
        r.below(20) + 20
    }
}

fn neg(r: &mut Rng) -> &'static str {
    if r.chance(15) {
        "-"
    } else {
        ""
    }
}

fn cmod(r: &mut Rng) -> String {
    if r.chance(20) {
        format!(
            "({}){} ",
            r.pick(&["eq", "ne", "gt", "ge", "lt", "le"]),
            r.pick(&["f0.0", "f1.0"])
        )
    } else {
        String::new()
    }
}

fn sat(r: &mut Rng) -> &'static str {
    if r.chance(15) {
        "(sat)"
    } else {
        ""
    }
}

/// A prefix: none, NoMask, a predicate (sometimes `.anyv` / `.allv`).
fn prefix(r: &mut Rng) -> String {
    let inv = if r.chance(30) { "~" } else { "" };
    match r.below(6) {
        0 => "(W) ".into(),
        1 | 2 => format!("({inv}f{}.0) ", r.below(2)),
        3 => format!("({inv}f0.{}.{}) ", r.below(2), r.pick(&["anyv", "allv"])),
        _ => String::new(),
    }
}

fn form(r: &mut Rng, width: u32) -> String {
    let pre = prefix(r);
    let n = r.pick(&[1u32, 2, 4, 8, 8, 8, 16, 16]).min(width);
    let m = format!("({n}|M0)");
    match r.below(12) {
        0 => {
            // IGC's scatter: one channel per address register, or a random mask.
            let k = r.below(n as u64);
            let mask = if r.chance(70) { 1 << k } else { r.next() & 0xffff };
            format!(
                "{pre}smov {m} r[a0.{k}]<1>:d r{}.{}<0;1,0>:d 0x{mask:x}:uw",
                grf(r),
                r.below(8)
            )
        }
        1 => format!(
            "{pre}movi {m} r{}.0<1>:d r[a0.{}]<1,0>:d",
            dst(r),
            r.below(4)
        ),
        2 => {
            let op = r.pick(&["dp4", "dph", "dp3", "dp2"]);
            format!(
                "{pre}{op} {m} {}{}r{}.0<1>:f {}r{}.0<8;8,1>:f {}r{}.0<8;8,1>:f",
                cmod(r),
                sat(r),
                dst(r),
                neg(r),
                grf(r),
                neg(r),
                grf(r)
            )
        }
        3 => format!(
            "{pre}line {m} {}{}r{}.0<1>:f {}r{}.{}<0;1,0>:f {}r{}.0<8;8,1>:f",
            cmod(r),
            sat(r),
            dst(r),
            neg(r),
            grf(r),
            r.pick(&[0, 4]),
            neg(r),
            grf(r)
        ),
        4 => format!(
            "{pre}pln {m} {}{}r{}.0<1>:f r{}.{}<0;1,0>:f r{}.0<8;8,1>:f",
            cmod(r),
            sat(r),
            dst(r),
            grf(r),
            r.pick(&[0, 4]),
            grf(r) & !1
        ),
        5 => {
            let op = r.pick(&["sad2", "sada2"]);
            let t = r.pick(&["b", "ub"]);
            let prime = if op == "sada2" {
                format!("mov {m} acc0.0<1>:uw r{}.0<16;16,1>:uw\n", grf(r))
            } else {
                String::new()
            };
            format!(
                "{prime}{pre}{op} {m} {}{}r{}.0<1>:{} r{}.0<16;16,1>:{t} r{}.0<16;16,1>:{t}",
                cmod(r),
                sat(r),
                dst(r),
                r.pick(&["w", "uw"]),
                grf(r),
                grf(r)
            )
        }
        6 => format!(
            "mov {m} acc0.0<1>:f r{}.0<8;8,1>:f\n{pre}mac {m} {}{}r{}.0<1>:f {}r{}.0<8;8,1>:f r{}.0<8;8,1>:f",
            grf(r),
            cmod(r),
            sat(r),
            dst(r),
            neg(r),
            grf(r),
            grf(r)
        ),
        7 => format!(
            "{pre}madm (4|M0) r{}.mme{}:df {}r{}.nomme:df {}r{}.nomme:df r{}.mme{}:df",
            dst(r),
            r.below(8),
            neg(r),
            grf(r),
            neg(r),
            grf(r),
            grf(r),
            r.below(8)
        ),
        8 => {
            let t = r.pick(&["d", "ud"]);
            format!(
                "{pre}math.idiv (8|M0) r{}.0<1>:{t} r{}.0<8;8,1>:{t} r{}.0<8;8,1>:{t}",
                dst(r),
                grf(r),
                grf(r)
            )
        }
        9 => {
            let f = r.pick(&[
                "inv", "sqt", "rsqt", "exp", "log", "sin", "cos", "fdiv", "pow",
            ]);
            let two = matches!(f, "fdiv" | "pow");
            let b = if two {
                format!(" r{}.0<4;4,1>:df", grf(r))
            } else {
                String::new()
            };
            format!(
                "{pre}math.{f} (4|M0) {}r{}.0<1>:df {}r{}.0<4;4,1>:df{b}",
                sat(r),
                dst(r),
                neg(r),
                grf(r)
            )
        }
        10 => {
            let mode = r.pick(&[0x00u32, 0x10, 0x20, 0x30]);
            format!(
                "(W) or (1|M0) cr0.0<1>:ud cr0.0<0;1,0>:ud 0x{mode:x}:uw\n{pre}mad (4|M0) {}r{}.0<1>:df {}r{}.0<2;1>:df {}r{}.0<2;1>:df r{}.0<1>:df",
                sat(r),
                dst(r),
                neg(r),
                grf(r),
                neg(r),
                grf(r),
                grf(r)
            )
        }
        _ => format!(
            "{pre}cmpn {m} ({})f{}.0 {} r{}.0<8;8,1>:f r{}.0<8;8,1>:f",
            r.pick(&["eq", "ne", "gt", "ge", "lt", "le"]),
            r.below(2),
            if r.chance(50) {
                "null<1>:f".to_string()
            } else {
                format!("r{}.0<1>:d", dst(r))
            },
            grf(r),
            grf(r)
        ),
    }
}

#[test]
fn less_frequent_forms_match_the_oracle() {
    let mut r = Rng(0x5eed_f0a3_0002);
    let (mut cases, mut ran) = (0u32, 0u32);
    let mut tries = 0u32;
    while cases < 6000 {
        tries += 1;
        assert!(tries < 60_000, "the assembler rejects most generated forms");
        let width = r.pick(&[8u32, 16, 16, 32]);
        let text = form(&mut r, width);
        let Some((_, ok)) = check_case(&mut r, &text, width) else {
            continue;
        };
        cases += 1;
        ran += ok as u32;
    }
    eprintln!("cases {cases} ran {ran} tries {tries}");
    assert!(
        ran > cases / 2,
        "only {ran} of {cases} ran without an error"
    );
}
