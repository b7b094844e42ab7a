//! Gen12LP native instructions: the fields Gen12 moved are described as moves onto their
//! Gen8-11 positions (Mesa `brw_inst.h`, the "12" and "8" columns), so the existing operand
//! decoders read them; the description supplies Gen12's type codes. The scoreboard byte
//! (bits 15:8) has no earlier position and is decoded on its own ([`crate::swsb`]).

use crate::fields::{f, Field};

/// One moved field: (Gen12 position, Gen8-11 position).
type Move = (Field, Field);

/// Fields every Gen12 instruction has.
const HEADER: &[Move] = &[
    (f(6, 0), f(6, 0)),     // opcode
    (f(18, 16), f(23, 21)), // execution size
    (f(19, 19), f(11, 11)), // NibCtrl
    (f(21, 20), f(13, 12)), // QtrCtrl
    (f(22, 22), f(32, 32)), // flag subregister
    (f(23, 23), f(33, 33)), // flag register
    (f(27, 24), f(19, 16)), // predicate control
    (f(28, 28), f(20, 20)), // predicate inversion
    (f(29, 29), f(29, 29)), // compaction control
    (f(30, 30), f(30, 30)), // debug control
    (f(31, 31), f(34, 34)), // mask control
    (f(32, 32), f(14, 14)), // atomic: thread control 1
    (f(33, 33), f(28, 28)), // AccWrEn / BranchCtrl
    (f(34, 34), f(31, 31)), // saturate
    (f(95, 92), f(27, 24)), // conditional modifier / math function
];

/// Destination of the 1-/2-source form.
const DST: &[Move] = &[
    (f(35, 35), f(63, 63)), // addressing mode
    (f(39, 36), f(40, 37)), // type
    (f(49, 48), f(62, 61)), // horizontal stride
    (f(50, 50), f(35, 35)), // register file (0 ARF, 1 GRF)
];
const DST_DIRECT: &[Move] = &[(f(55, 51), f(52, 48)), (f(63, 56), f(60, 53))];
const DST_INDIRECT: &[Move] = &[
    (f(58, 50), f(56, 48)), // address immediate bits 8:0
    (f(59, 59), f(47, 47)), // address immediate bit 9
    (f(63, 60), f(60, 57)), // address subregister
];

/// A source's fields: (type, negate/abs, direct, indirect, region, addressing mode).
struct SrcMoves {
    ty: Move,
    is_imm: Field,
    file: Field,
    gen9_file: Field,
    mods: [Move; 2],
    direct: [Move; 2],
    indirect: [Move; 3],
    region: [Move; 3],
    mode: Move,
}

const SRC0: SrcMoves = SrcMoves {
    ty: (f(43, 40), f(46, 43)),
    is_imm: f(46, 46),
    file: f(66, 66),
    gen9_file: f(42, 41),
    mods: [(f(45, 45), f(78, 78)), (f(44, 44), f(77, 77))],
    direct: [(f(71, 67), f(68, 64)), (f(79, 72), f(76, 69))],
    indirect: [
        (f(74, 66), f(72, 64)),
        (f(75, 75), f(95, 95)),
        (f(79, 76), f(76, 73)),
    ],
    region: [
        (f(65, 64), f(81, 80)),
        (f(83, 81), f(84, 82)),
        (f(87, 84), f(88, 85)),
    ],
    mode: (f(80, 80), f(79, 79)),
};

const SRC1: SrcMoves = SrcMoves {
    ty: (f(91, 88), f(94, 91)),
    is_imm: f(47, 47),
    file: f(98, 98),
    gen9_file: f(90, 89),
    mods: [(f(121, 121), f(110, 110)), (f(120, 120), f(109, 109))],
    direct: [(f(103, 99), f(100, 96)), (f(111, 104), f(108, 101))],
    indirect: [
        (f(106, 98), f(104, 96)),
        (f(107, 107), f(121, 121)),
        (f(111, 108), f(108, 105)),
    ],
    region: [
        (f(97, 96), f(113, 112)),
        (f(115, 113), f(116, 114)),
        (f(119, 116), f(120, 117)),
    ],
    mode: (f(112, 112), f(111, 111)),
};

fn apply(from: u128, to: &mut u128, moves: &[Move]) {
    for (g12, g9) in moves {
        g9.set(to, g12.get(from));
    }
}

/// Move one source; returns whether it is an immediate.
fn source(from: u128, to: &mut u128, s: &SrcMoves) -> bool {
    apply(from, to, &[s.ty]);
    if s.is_imm.get(from) != 0 {
        s.gen9_file.set(to, 3);
        return true;
    }
    s.gen9_file.set(to, s.file.get(from));
    apply(from, to, &s.mods);
    apply(from, to, &s.region);
    apply(from, to, &[s.mode]);
    if s.mode.0.get(from) != 0 {
        apply(from, to, &s.indirect);
    } else {
        apply(from, to, &s.direct);
    }
    false
}

/// Immediate value bits (the same on both layouts): 64-bit types use 127:64.
const IMM32: Field = f(127, 96);
const IMM64: Field = f(127, 64);

/// The Gen8-11 layout of a Gen12 1-/2-source instruction word (`nsrc` sources; `imm64`
/// says whether an immediate source is 64 bits wide, decided from its type by the caller).
pub(crate) fn basic_to_gen9(w: u128, nsrc: usize, imm64: impl Fn(u64) -> bool) -> u128 {
    let mut out = 0u128;
    apply(w, &mut out, HEADER);
    apply(w, &mut out, DST);
    if f(35, 35).get(w) != 0 {
        apply(w, &mut out, DST_INDIRECT);
    } else {
        apply(w, &mut out, DST_DIRECT);
    }
    if source(w, &mut out, &SRC0) {
        let field = if imm64(SRC0.ty.0.get(w)) {
            IMM64
        } else {
            IMM32
        };
        field.set(&mut out, field.get(w));
        return out;
    }
    if nsrc > 1 && source(w, &mut out, &SRC1) {
        IMM32.set(&mut out, IMM32.get(w));
    }
    out
}

/// Whether src0 or src1 of a Gen12 word is an immediate.
pub(crate) fn has_immediate(w: u128) -> bool {
    SRC0.is_imm.get(w) != 0 || SRC1.is_imm.get(w) != 0
}

/// 3-source fields Gen12 moved from the Gen10/11 Align1 3-source positions
/// (Mesa `brw_inst.h`, `3src_a1_*` and `3src_*`, "12" vs "4+" columns).
const TERNARY: &[Move] = &[
    (f(39, 39), f(35, 35)),     // execution type
    (f(38, 36), f(48, 46)),     // destination type
    (f(48, 48), f(49, 49)),     // destination stride
    (f(55, 54), f(55, 54)),     // destination subregister
    (f(63, 56), f(63, 56)),     // destination register
    (f(42, 40), f(66, 64)),     // src0 type
    (f(65, 64), f(70, 69)),     // src0 horizontal stride
    (f(71, 67), f(75, 71)),     // src0 subregister
    (f(79, 72), f(83, 76)),     // src0 register
    (f(45, 45), f(38, 38)),     // src0 negate
    (f(44, 44), f(37, 37)),     // src0 abs
    (f(90, 88), f(87, 85)),     // src1 type
    (f(97, 96), f(91, 90)),     // src1 horizontal stride
    (f(103, 99), f(96, 92)),    // src1 subregister
    (f(111, 104), f(104, 97)),  // src1 register
    (f(87, 87), f(40, 40)),     // src1 negate
    (f(86, 86), f(39, 39)),     // src1 abs
    (f(82, 80), f(108, 106)),   // src2 type
    (f(113, 112), f(112, 111)), // src2 horizontal stride
    (f(119, 115), f(117, 113)), // src2 subregister
    (f(127, 120), f(125, 118)), // src2 register
    (f(85, 85), f(42, 42)),     // src2 negate
    (f(84, 84), f(41, 41)),     // src2 abs
];

/// The Gen10/11 Align1 3-source layout of a Gen12 3-source word. That layout has no
/// architecture-register src0 or src2; [`ternary_src_is_arf`] tells those apart.
pub(crate) fn ternary_to_gen11(w: u128) -> u128 {
    let mut out = 0u128;
    apply(w, &mut out, HEADER);
    apply(w, &mut out, TERNARY);
    // Register files: Gen12 writes 1 for a GRF (0 for an ARF), Gen11 1 for the accumulator.
    f(36, 36).set(&mut out, 1 - f(50, 50).get(w));
    f(44, 44).set(&mut out, 1 - f(98, 98).get(w));
    // Vertical strides gained a discontiguous high bit.
    f(68, 67).set(&mut out, f(43, 43).get(w) << 1 | f(35, 35).get(w));
    f(89, 88).set(&mut out, f(91, 91).get(w) << 1 | f(83, 83).get(w));
    if f(46, 46).get(w) != 0 {
        f(43, 43).set(&mut out, 1);
        f(82, 67).set(&mut out, f(79, 64).get(w));
    }
    if f(47, 47).get(w) != 0 {
        f(45, 45).set(&mut out, 1);
        f(124, 109).set(&mut out, f(127, 112).get(w));
    }
    out
}

/// Whether 3-source operand `i` (0 or 2) of a Gen12 word is an architecture register
/// (register file bit 0 and not an immediate).
pub(crate) fn ternary_src_is_arf(w: u128, i: usize) -> bool {
    match i {
        0 => f(46, 46).get(w) == 0 && f(66, 66).get(w) == 0,
        2 => f(47, 47).get(w) == 0 && f(114, 114).get(w) == 0,
        _ => false,
    }
}

/// `sync`: the function in the conditional-modifier field, src0 `null` or a token mask.
pub(crate) fn decode_sync(
    c: &super::Ctx,
    w: u128,
    inst: &mut crate::model::Instruction,
) -> Result<(), crate::error::DecodeError> {
    use crate::model::{DataType, Immediate, Source, SourceKind};
    inst.sync = Some(
        crate::model::SyncFunction::from_code(f(95, 92).get(w))
            .ok_or(c.invalid("sync function"))?,
    );
    inst.cond_mod = None;
    if SRC0.is_imm.get(w) != 0 {
        inst.srcs[0] = Some(Source {
            kind: SourceKind::Imm(Immediate(IMM32.get(w))),
            ty: DataType::Ud,
            negate: false,
            abs: false,
        });
    } else {
        inst.srcs[0] = Some(Source {
            kind: SourceKind::Reg {
                addressing: crate::model::Addressing::Direct {
                    reg: crate::model::Register::Arf(crate::model::ArfReg::Null),
                    subreg: 0,
                },
                region: crate::model::Region {
                    vstride: crate::model::VStride::Elements(0),
                    width: 1,
                    hstride: 0,
                },
                swizzle: super::operands::NO_SWIZZLE,
            },
            ty: DataType::Ud,
            negate: false,
            abs: false,
        });
    }
    Ok(())
}

/// A unified Gen12 `send`/`sendc`: destination, two payload registers (GRF or `null`), SFID
/// in the mnemonic, descriptors immediate or in `a0` (Mesa `brw_inst.h`, the SEND fields).
pub(crate) fn decode_send(
    c: &super::Ctx,
    inst: &mut crate::model::Instruction,
) -> Result<(), crate::error::DecodeError> {
    use crate::model::{
        Addressing, ArfReg, DataType, DescOperand, Destination, Register, SendInfo, Source,
        SourceKind,
    };
    let w = c.raw;
    let reg = |file: Field, nr: Field| {
        if file.get(w) != 0 {
            Register::Grf(nr.get(w) as u8)
        } else {
            Register::Arf(ArfReg::Null)
        }
    };
    let direct = |reg| Addressing::Direct { reg, subreg: 0 };
    let payload = |reg| Source {
        kind: SourceKind::Reg {
            addressing: direct(reg),
            region: crate::decode::ternary::SCALAR,
            swizzle: super::operands::NO_SWIZZLE,
        },
        ty: DataType::Ud,
        negate: false,
        abs: false,
    };
    inst.dst = Some(Destination {
        addressing: direct(reg(f(50, 50), f(63, 56))),
        ty: DataType::Ud,
        hstride: 1,
        writemask: 0xF,
    });
    inst.srcs[0] = Some(payload(reg(f(66, 66), f(79, 72))));
    inst.srcs[1] = Some(payload(reg(f(98, 98), f(111, 104))));
    inst.eot = f(34, 34).get(w) != 0;
    inst.no_src_dep_set = false;
    inst.saturate = false;
    let desc_imm = (f(123, 122).get(w) << 30
        | f(71, 67).get(w) << 25
        | f(55, 51).get(w) << 20
        | f(121, 113).get(w) << 11
        | f(91, 81).get(w)) as u32;
    let desc = if f(48, 48).get(w) != 0 {
        DescOperand::Reg { subreg: 0 }
    } else {
        DescOperand::Imm(desc_imm)
    };
    let ex_imm = (f(127, 124).get(w) << 28
        | f(97, 96).get(w) << 26
        | f(65, 64).get(w) << 24
        | f(47, 35).get(w) << 11
        | f(103, 99).get(w) << 6) as u32;
    let ex_desc = if f(49, 49).get(w) != 0 {
        DescOperand::Reg {
            subreg: f(42, 40).get(w) as u8,
        }
    } else {
        DescOperand::Imm(ex_imm)
    };
    let imm = matches!(desc, DescOperand::Imm(_));
    inst.send = Some(SendInfo {
        sfid: f(95, 92).get(w) as u8,
        desc,
        ex_desc,
        mlen: imm.then_some((desc_imm >> 25 & 0xF) as u8),
        rlen: imm.then_some((desc_imm >> 20 & 0x1F) as u8),
        ex_mlen: matches!(ex_desc, DescOperand::Imm(_)).then_some((ex_imm >> 6 & 0x1F) as u8),
        header_present: imm.then_some(desc_imm >> 19 & 1 != 0),
        unified: true,
    });
    Ok(())
}

/// The inverse moves: write each Gen8 field's value to its Gen12 position.
fn unapply(from: u128, to: &mut u128, moves: &[Move]) {
    for (g12, g9) in moves {
        g12.set(to, g9.get(from));
    }
}

/// The header fields of a Gen8-layout word at their Gen12 positions.
pub(crate) fn header_from_gen9(w: u128) -> u128 {
    let mut out = 0u128;
    unapply(w, &mut out, HEADER);
    out
}

/// Move one source back; returns whether it is an immediate.
fn source_from_gen9(from: u128, to: &mut u128, s: &SrcMoves) -> bool {
    unapply(from, to, &[s.ty]);
    let file = s.gen9_file.get(from);
    if file == 3 {
        s.is_imm.set(to, 1);
        return true;
    }
    s.file.set(to, file & 1);
    unapply(from, to, &s.mods);
    unapply(from, to, &s.region);
    unapply(from, to, &[s.mode]);
    if s.mode.1.get(from) != 0 {
        unapply(from, to, &s.indirect);
    } else {
        unapply(from, to, &s.direct);
    }
    false
}

/// The Gen12 layout of a Gen8-layout 1-/2-source word (the inverse of [`basic_to_gen9`]).
pub(crate) fn basic_from_gen9(w: u128, imm64: impl Fn(u64) -> bool) -> u128 {
    let mut out = header_from_gen9(w);
    unapply(w, &mut out, DST);
    if f(63, 63).get(w) != 0 {
        unapply(w, &mut out, DST_INDIRECT);
    } else {
        unapply(w, &mut out, DST_DIRECT);
    }
    if source_from_gen9(w, &mut out, &SRC0) {
        if imm64(SRC0.ty.1.get(w)) {
            IMM64.set(&mut out, IMM64.get(w));
        } else {
            IMM32.set(&mut out, IMM32.get(w));
        }
        return out;
    }
    if source_from_gen9(w, &mut out, &SRC1) {
        IMM32.set(&mut out, IMM32.get(w));
    }
    out
}

/// The Gen12 layout of a Gen10/11 Align1 3-source word; `arf` says which of src0/src2 are
/// architecture registers (which that layout cannot say).
pub(crate) fn ternary_from_gen11(w: u128, arf: [bool; 2]) -> u128 {
    let mut out = header_from_gen9(w);
    unapply(w, &mut out, TERNARY);
    f(50, 50).set(&mut out, 1 - f(36, 36).get(w));
    f(98, 98).set(&mut out, 1 - f(44, 44).get(w));
    let v0 = f(68, 67).get(w);
    f(43, 43).set(&mut out, v0 >> 1);
    f(35, 35).set(&mut out, v0 & 1);
    let v1 = f(89, 88).get(w);
    f(91, 91).set(&mut out, v1 >> 1);
    f(83, 83).set(&mut out, v1 & 1);
    if f(43, 43).get(w) != 0 {
        f(46, 46).set(&mut out, 1);
        f(79, 64).set(&mut out, f(82, 67).get(w));
    } else {
        f(66, 66).set(&mut out, !arf[0] as u64);
    }
    if f(45, 45).get(w) != 0 {
        f(47, 47).set(&mut out, 1);
        f(127, 112).set(&mut out, f(124, 109).get(w));
    } else {
        f(114, 114).set(&mut out, !arf[1] as u64);
    }
    out
}
