//! Parser behaviour: values of parsed operands (checked against the Gen9 definitions), typed
//! errors with line and column, and no panics on mutated input.

use isa::asm::{
    assemble, encode, parse, AssembleError, EncodeError, ParseError, ParseErrorKind, ParsedLine,
    Target,
};
use isa::{
    Addressing, ArfReg, CondModKind, DataType, Instruction, PredCtrl, Register, SourceKind, VStride,
};
use proptest::prelude::*;

fn one(line: &str) -> Instruction {
    let lines = parse(line).unwrap_or_else(|e| panic!("{line}: {e}"));
    match lines.as_slice() {
        [ParsedLine::Instruction(p)] => p.inst.clone(),
        other => panic!("{line}: {other:?}"),
    }
}

fn err(text: &str) -> ParseError {
    match parse(text) {
        Err(e) => e,
        Ok(v) => panic!("{text:?} parsed: {v:?}"),
    }
}

/// (line, column, kind-matches) of an error.
fn at(e: &ParseError) -> (usize, usize) {
    (e.line, e.column)
}

#[test]
fn subregisters_are_bytes_scaled_by_the_type() {
    // r3.2:d is byte 8, r2.3<2>:w byte 6, a0.1:uw byte 2, f1.1:uw byte 2.
    let i = one("add (1|M0) r2.3<2>:w r3.2<0;1,0>:d a0.1<0;1,0>:uw");
    let d = i.dst.unwrap();
    assert_eq!(
        d.addressing,
        Addressing::Direct {
            reg: Register::Grf(2),
            subreg: 6
        }
    );
    assert_eq!(d.hstride, 2);
    match i.srcs[0].unwrap().kind {
        SourceKind::Reg {
            addressing, region, ..
        } => {
            assert_eq!(
                addressing,
                Addressing::Direct {
                    reg: Register::Grf(3),
                    subreg: 8
                }
            );
            assert_eq!(region.vstride, VStride::Elements(0));
            assert_eq!((region.width, region.hstride), (1, 0));
        }
        k => panic!("{k:?}"),
    }
    match i.srcs[1].unwrap().kind {
        SourceKind::Reg { addressing, .. } => assert_eq!(
            addressing,
            Addressing::Direct {
                reg: Register::Arf(ArfReg::Address),
                subreg: 2
            }
        ),
        k => panic!("{k:?}"),
    }
}

#[test]
fn immediates_are_stored_as_the_hardware_holds_them() {
    let imm = |line: &str| match one(line).srcs[0].unwrap().kind {
        SourceKind::Imm(v) => v.0,
        k => panic!("{k:?}"),
    };
    // 16-bit immediates are replicated into both halves of the dword.
    assert_eq!(imm("mov (8|M0) r2.0<1>:w -2:w"), 0xFFFE_FFFE);
    assert_eq!(imm("mov (8|M0) r2.0<1>:hf 1.0:hf"), 0x3C00_3C00);
    // IEEE 754 single: 1.5 = 0x3FC00000; -inf = 0xFF800000.
    assert_eq!(imm("mov (8|M0) r2.0<1>:f 1.5:f"), 0x3FC0_0000);
    assert_eq!(imm("mov (8|M0) r2.0<1>:f -inf:f"), 0xFF80_0000);
    // Quiet NaN with payload 0x3FFFFF: exponent all ones, quiet bit 22, payload bits 21:0.
    assert_eq!(imm("mov (8|M0) r2.0<1>:f qnan(0x3FFFFF):f"), 0x7FFF_FFFF);
    assert_eq!(imm("mov (8|M0) r2.0<1>:f -qnan(0x0):f"), 0xFFC0_0000);
    // IEEE 754 double 0.1.
    assert_eq!(imm("mov (4|M0) r2.0<1>:df 0.1:df"), 0x3FB9_9999_9999_999A);
    assert_eq!(imm("mov (4|M0) r2.0<1>:q -3:q"), 0xFFFF_FFFF_FFFF_FFFD);
    assert_eq!(imm("mov (8|M0) r2.0<1>:uw 0x76543210:uv"), 0x7654_3210);
}

#[test]
fn prefixes_and_modifiers() {
    let i =
        one("(W&~f0.1.any16h) cmp (16|M16) (lt)f0.1 null<1>:d -(abs)r3.0<8;8,1>:d 0:w {AccWrEn}");
    assert!(i.no_mask);
    assert_eq!(i.exec_size, 16);
    assert_eq!(i.chan_offset, 16);
    let p = i.predicate.unwrap();
    assert!(p.invert);
    assert_eq!((p.flag.reg, p.flag.subreg), (0, 1));
    assert_eq!(p.ctrl, PredCtrl::Any16h);
    let c = i.cond_mod.unwrap();
    assert_eq!(c.kind, CondModKind::Lt);
    let s0 = i.srcs[0].unwrap();
    assert!(s0.negate && s0.abs);
    assert_eq!(s0.ty, DataType::D);
    assert!(i.acc_wr_en);
}

#[test]
fn branch_targets_keep_labels_and_numbers() {
    let lines = parse("L0:\n(f0.0) if (16|M0) L32 48\n").unwrap();
    let ParsedLine::Instruction(p) = &lines[1] else {
        panic!()
    };
    assert_eq!(p.jip, Some(Target::Label("L32".into())));
    assert_eq!(p.uip, Some(Target::Offset(48)));
    assert_eq!(p.line, 2);
}

#[test]
fn errors_name_line_column_and_expectation() {
    // Missing second source: column just past the last operand.
    let e = err("// header\n        add (16|M0) r5.0<1>:d r3.0<0;1,0>:d");
    assert_eq!(at(&e), (2, 44));
    assert!(
        matches!(&e.kind, ParseErrorKind::Expected { expected, found }
            if expected.contains("src1") && found == "end of line"),
        "{e}"
    );
    // Invalid execution size points at the number.
    let e = err("mov (3|M0) r2.0<1>:f r3.0<8;8,1>:f");
    assert_eq!(at(&e), (1, 6));
    assert!(matches!(&e.kind, ParseErrorKind::Invalid { what, .. } if what == "execution size"));
    // Unknown mnemonic.
    let e = err("  frob (8|M0) r2.0<1>:f r3.0<8;8,1>:f");
    assert_eq!(at(&e), (1, 3));
    // Register out of range and subregister past the register.
    let e = err("mov (8|M0) r200.0<1>:f r3.0<8;8,1>:f");
    assert_eq!(at(&e), (1, 12));
    let e = err("mov (8|M0) r2.8<1>:f r3.0<8;8,1>:f");
    assert!(matches!(&e.kind, ParseErrorKind::Invalid { what, .. } if what == "subregister"));
    // Bad region values.
    let e = err("mov (8|M0) r2.0<3>:f r3.0<8;8,1>:f");
    assert!(
        matches!(&e.kind, ParseErrorKind::Invalid { what, .. } if what == "destination stride")
    );
    let e = err("mov (8|M0) r2.0<1>:f r3.0<8;3,1>:f");
    assert!(matches!(&e.kind, ParseErrorKind::Invalid { what, .. } if what == "region width"));
    // Bad type, option, flag register, saturation syntax.
    let e = err("mov (8|M0) r2.0<1>:f r3.0<8;8,1>:zz");
    assert!(
        matches!(&e.kind, ParseErrorKind::Expected { expected, .. } if expected.contains("type"))
    );
    let e = err("mov (8|M0) r2.0<1>:f r3.0<8;8,1>:f {Bogus}");
    assert_eq!(at(&e), (1, 37));
    let e = err("(f2.0) mov (8|M0) r2.0<1>:f r3.0<8;8,1>:f");
    assert_eq!(at(&e), (1, 2));
    let e = err("mov.sat (8|M0) r2.0<1>:f r3.0<8;8,1>:f");
    assert_eq!(at(&e), (1, 5));
    // Byte immediates and out-of-range values.
    assert!(parse("mov (8|M0) r2.0<1>:b 1:b").is_err());
    assert!(parse("mov (8|M0) r2.0<1>:w 70000:w").is_err());
    assert!(parse("mov (8|M0) r2.0<1>:f snan(0x0):f").is_err());
    // Trailing garbage.
    let e = err("nop nop");
    assert!(
        matches!(&e.kind, ParseErrorKind::Expected { expected, .. } if expected.contains("end"))
    );
    // The message carries everything.
    let msg = err("mov (8|M0) r2.0<1>:f").to_string();
    assert!(
        msg.starts_with("line 1, column 21: expected source operand src0"),
        "{msg}"
    );
}

#[test]
fn assemble_errors_carry_lines() {
    match assemble("nop\n  jmpi NOWHERE\n") {
        Err(AssembleError::UndefinedLabel { line: 2, label }) => assert_eq!(label, "NOWHERE"),
        other => panic!("{other:?}"),
    }
    match assemble("A:\nnop\nA:\n") {
        Err(AssembleError::DuplicateLabel {
            line: 3, first: 1, ..
        }) => {}
        other => panic!("{other:?}"),
    }
    // A 16-bit immediate is replicated (0x00020002), which no compacted form holds.
    match assemble("nop\nshl (16|M0) r8.0<1>:d r5.0<8;8,1>:d 2:w {Compacted}\n") {
        Err(AssembleError::Encode {
            line: 2,
            source: EncodeError::NotCompactable { .. },
        }) => {}
        other => panic!("{other:?}"),
    }
    // Sends have no compacted form.
    assert!(matches!(
        assemble("send (8|M0) r2:ud r3 0xC 0x02000010 {Compacted}"),
        Err(AssembleError::Encode { line: 1, .. })
    ));
}

#[test]
fn encode_rejects_incomplete_instructions() {
    let add = Instruction::new(isa::Opcode::Add, 8);
    assert!(matches!(encode(&add), Err(EncodeError::Missing { .. })));
    let mut iff = Instruction::new(isa::Opcode::If, 16);
    iff.branch = None;
    assert!(matches!(encode(&iff), Err(EncodeError::Missing { .. })));
}

/// Every instruction line of the corpus, for mutation (read once).
fn corpus_lines() -> &'static [String] {
    static LINES: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    LINES.get_or_init(read_corpus_lines)
}

fn read_corpus_lines() -> Vec<String> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus/asm");
    let mut out = Vec::new();
    let Ok(dirs) = std::fs::read_dir(root) else {
        return out;
    };
    for d in dirs.flatten() {
        for f in std::fs::read_dir(d.path()).into_iter().flatten().flatten() {
            if let Ok(t) = std::fs::read_to_string(f.path()) {
                out.extend(t.lines().filter(|l| !l.trim().is_empty()).map(String::from));
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

/// Apply a mutation to a line: delete, insert, replace or duplicate a span.
fn mutate(line: &str, kind: u8, at: usize, len: usize, ch: char) -> String {
    let chars: Vec<char> = line.chars().collect();
    let n = chars.len();
    let i = if n == 0 { 0 } else { at % (n + 1) };
    let j = (i + len).min(n);
    let mut out: Vec<char> = chars[..i].to_vec();
    match kind % 4 {
        0 => out.extend_from_slice(&chars[j..]),
        1 => {
            out.push(ch);
            out.extend_from_slice(&chars[i..]);
        }
        2 => {
            out.push(ch);
            out.extend_from_slice(&chars[j..]);
        }
        _ => {
            out.extend_from_slice(&chars[i..j]);
            out.extend_from_slice(&chars[i..]);
        }
    }
    out.into_iter().collect()
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 4000,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    /// Mutated corpus lines either parse or give a typed error (never a panic), and whatever
    /// parses can be assembled without panicking.
    #[test]
    fn mutated_lines_never_panic(
        idx in any::<usize>(),
        muts in prop::collection::vec(
            (any::<u8>(), any::<usize>(), 0usize..8,
             prop::sample::select(vec!['0', '9', '-', '.', ':', ';', ',', '<', '>', '(', ')',
                 '[', ']', '{', '}', '|', '&', '~', 'x', 'r', 'a', 'f', 'L', ' ', '\t', 'é',
                 '\u{3000}', 'M', 'W'])),
            1..4),
    ) {
        let lines = corpus_lines();
        prop_assume!(!lines.is_empty());
        let mut line = lines[idx % lines.len()].clone();
        for (k, at, len, ch) in muts {
            line = mutate(&line, k, at, len, ch);
        }
        let text = format!("L0:\n{line}\nL16:\n");
        if let Err(e) = parse(&text) {
            prop_assert!(e.line >= 1 && e.column >= 1, "{e:?}");
            prop_assert!(!e.to_string().is_empty());
        }
        let _ = assemble(&text);
    }
}
