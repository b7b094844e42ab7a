//! Gen12LP compaction: look the native word's field groups up in the Gen12 tables
//! ([`crate::compact12`]) and keep the result only if it expands back to the same word.

use super::Result;
use crate::asm::error::EncodeError;
use crate::compact12::{
    expand_basic, expand_three_src, gather, CONTROL, CONTROL_BITS, DATATYPE, DATATYPE_BITS, SRC0,
    SRC0_BITS, SRC1, SRC1_BITS, SUBREG, SUBREG_BITS, TS_CONTROL, TS_CONTROL_BITS, TS_SOURCE,
    TS_SOURCE_BITS, TS_SUBREG, TS_SUBREG_BITS,
};
use crate::fields::f;
use crate::platform::GenDesc;

fn not(reason: String) -> EncodeError {
    EncodeError::NotCompactable { reason }
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
        let ctrl = gather(w, TS_CONTROL_BITS);
        let src = gather(w, TS_SOURCE_BITS);
        let sr = gather(w, TS_SUBREG_BITS);
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
    let ctrl = gather(w, CONTROL_BITS);
    // An immediate takes the bits of src1's register file and subregister.
    let (dt_bits, sr_bits) = if imm {
        (&DATATYPE_BITS[1..], &SUBREG_BITS[1..])
    } else {
        (DATATYPE_BITS, SUBREG_BITS)
    };
    let dt = gather(w, dt_bits);
    let sr = gather(w, sr_bits);
    let src0 = gather(w, SRC0_BITS);
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
        let src1 = gather(w, SRC1_BITS);
        cw |= find(&SRC1, src1, "src1")? << 52;
        cw |= f(111, 104).get(w) << 56;
    }
    verify(expand_basic(cw, |c| g.imm_type(c)), w, cw)
}
