//! Gen12LP compaction: look the native word's field groups up in the Gen12 tables
//! ([`crate::compact12`]) and keep the result only if it expands back to the same word.

use super::Result;
use crate::asm::error::EncodeError;
use crate::compact12::{
    expand_basic, expand_three_src, CONTROL, DATATYPE, SRC0, SRC1, SUBREG, TS_CONTROL, TS_SOURCE,
    TS_SUBREG,
};
use crate::fields::{f, Field};
use crate::platform::GenDesc;

fn not(reason: String) -> EncodeError {
    EncodeError::NotCompactable { reason }
}

/// Gather bits of `w` into a table key: (key high bit, key low bit, native field).
fn gather(w: u128, parts: &[(u8, u8, Field)]) -> u64 {
    parts
        .iter()
        .fold(0, |k, &(_, lo, field)| k | field.get(w) << lo)
}

fn find<T: Copy + Into<u64>>(table: &[T], key: u64, what: &str) -> Result<u64> {
    table
        .iter()
        .position(|&e| e.into() == key)
        .map(|i| i as u64)
        .ok_or_else(|| not(format!("{what} bits {key:#x} are not in the Gen12 table")))
}

/// Check the candidate expands to `w`.
fn verify(expanded: Option<u128>, w: u128, cw: u64) -> Result<u64> {
    if expanded == Some(w | 1 << 29) {
        Ok(cw)
    } else {
        Err(not(
            "the compacted form does not expand to this instruction".into(),
        ))
    }
}

/// Compact a native Gen12 word of a 3-source instruction (`three_src`) or another one.
pub(crate) fn compact(g: &GenDesc, w: u128, three_src: bool) -> Result<u64> {
    let mut cw = (w & 0x7F) as u64 | (f(30, 30).get(w) << 7) | (f(15, 8).get(w) << 8);
    cw |= 1 << 29;
    if three_src {
        let ctrl = gather(
            w,
            &[
                (35, 32, f(95, 92)),
                (31, 29, f(90, 88)),
                (28, 26, f(82, 80)),
                (25, 25, f(50, 50)),
                (24, 24, f(48, 48)),
                (23, 21, f(42, 40)),
                (20, 20, f(39, 39)),
                (19, 17, f(38, 36)),
                (16, 16, f(34, 34)),
                (15, 15, f(33, 33)),
                (14, 14, f(32, 32)),
                (13, 13, f(31, 31)),
                (12, 12, f(28, 28)),
                (11, 8, f(27, 24)),
                (7, 7, f(23, 23)),
                (6, 6, f(22, 22)),
                (5, 3, f(21, 19)),
                (2, 0, f(18, 16)),
            ],
        );
        let src = gather(
            w,
            &[
                (20, 20, f(114, 114)),
                (19, 18, f(113, 112)),
                (17, 17, f(98, 98)),
                (16, 15, f(97, 96)),
                (14, 14, f(91, 91)),
                (13, 12, f(87, 86)),
                (11, 10, f(85, 84)),
                (9, 9, f(83, 83)),
                (8, 8, f(66, 66)),
                (7, 6, f(65, 64)),
                (5, 5, f(47, 47)),
                (4, 4, f(46, 46)),
                (3, 2, f(45, 44)),
                (1, 1, f(43, 43)),
                (0, 0, f(35, 35)),
            ],
        );
        let sr = gather(
            w,
            &[
                (19, 15, f(119, 115)),
                (14, 10, f(103, 99)),
                (9, 5, f(71, 67)),
                (4, 0, f(55, 51)),
            ],
        );
        cw |= find(&TS_CONTROL, ctrl, "3-source control")? << 24;
        cw |= find(&TS_SOURCE, src, "3-source source")? << 30;
        cw |= find(&TS_SUBREG, sr, "3-source subregister")? << 35;
        cw |= f(63, 56).get(w) << 16;
        cw |= f(79, 72).get(w) << 40;
        cw |= f(127, 120).get(w) << 48;
        cw |= f(111, 104).get(w) << 56;
        return verify(Some(expand_three_src(cw)), w, cw);
    }
    let src0_imm = f(46, 46).get(w) != 0;
    let imm = src0_imm || f(47, 47).get(w) != 0;
    let ctrl = gather(
        w,
        &[
            (20, 17, f(95, 92)),
            (16, 16, f(34, 34)),
            (15, 15, f(33, 33)),
            (14, 14, f(32, 32)),
            (13, 13, f(31, 31)),
            (12, 12, f(28, 28)),
            (11, 8, f(27, 24)),
            (7, 6, f(23, 22)),
            (5, 3, f(21, 19)),
            (2, 0, f(18, 16)),
        ],
    );
    let mut dt = gather(
        w,
        &[
            (18, 15, f(91, 88)),
            (14, 14, f(66, 66)),
            (13, 13, f(50, 50)),
            (12, 11, f(49, 48)),
            (10, 10, f(47, 47)),
            (9, 9, f(46, 46)),
            (8, 5, f(43, 40)),
            (4, 1, f(39, 36)),
            (0, 0, f(35, 35)),
        ],
    );
    let mut sr = gather(w, &[(9, 5, f(71, 67)), (4, 0, f(55, 51))]);
    if !imm {
        dt |= f(98, 98).get(w) << 19;
        sr |= f(103, 99).get(w) << 10;
    }
    let src0 = gather(
        w,
        &[
            (11, 8, f(87, 84)),
            (7, 5, f(83, 81)),
            (4, 4, f(80, 80)),
            (3, 2, f(65, 64)),
            (1, 0, f(45, 44)),
        ],
    );
    cw |= find(&CONTROL, ctrl, "control")? << 24;
    cw |= find(&DATATYPE, dt, "data-type")? << 30;
    cw |= find(&SUBREG, sr, "subregister")? << 35;
    cw |= find(&SRC0, src0, "src0")? << 48;
    cw |= f(63, 56).get(w) << 16;
    cw |= f(79, 72).get(w) << 40;
    if imm {
        let v = f(127, 96).get(w);
        // A float keeps its top 12 bits; other types their low 12.
        let code = if src0_imm { f(43, 40) } else { f(91, 88) }.get(w);
        let bits = if g.imm_type(code) == Some(crate::model::DataType::F) {
            v >> 20
        } else {
            v & 0xFFF
        };
        cw |= bits << 52;
    } else {
        let src1 = gather(
            w,
            &[
                (11, 10, f(121, 120)),
                (9, 6, f(119, 116)),
                (5, 3, f(115, 113)),
                (2, 2, f(112, 112)),
                (1, 0, f(97, 96)),
            ],
        );
        cw |= find(&SRC1, src1, "src1")? << 52;
        cw |= f(111, 104).get(w) << 56;
    }
    verify(expand_basic(cw, |c| g.imm_type(c)), w, cw)
}
