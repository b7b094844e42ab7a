//! Gen8/Gen9 instruction compaction: the index tables and the expansion of a 64-bit compacted
//! instruction into its 128-bit native equivalent.
//!
//! The table values are hardware facts (also listed in Mesa's `brw_eu_compact.c`, `gen8_*`
//! tables); an encoder compacts by searching these tables in reverse.

use crate::fields::{compact as c, f, native as n, three_src as t};

/// Control table: 19 bits = {MaskCtrl(34), FlagReg(33), FlagSubReg(32), Saturate(31)} in bits
/// 18:15... laid out as `[18:16] -> native 33:31`, `[15:4] -> 23:12`, `[3:2] -> 10:9`,
/// `[1] -> 34`, `[0] -> 8`.
pub(crate) const CONTROL_TABLE: [u32; 32] = [
    0x2, 0x4000, 0x4001, 0x4002, 0x4003, 0x4004, 0x4005, 0x4007, 0x4008, 0x4009, 0x400D, 0x6000,
    0x6001, 0x6002, 0x6003, 0x6004, 0x6005, 0x6007, 0x6009, 0x600D, 0x6010, 0x6100, 0x8000, 0x8002,
    0x8004, 0x8100, 0x16000, 0x16010, 0x18000, 0x18100, 0x28000, 0x28100,
];

/// Data-type table: 21 bits, `[20:18] -> native 63:61`, `[17:12] -> 94:89`, `[11:0] -> 46:35`.
pub(crate) const DATATYPE_TABLE: [u32; 32] = [
    0x40001, 0x40040, 0x40041, 0x400C1, 0x4015D, 0x405DD, 0x40741, 0x40745, 0x4075D, 0x41041,
    0x43040, 0x43041, 0x45145, 0x47144, 0x47145, 0x5C75D, 0x5D71D, 0x5D75C, 0x5D75D, 0x5F75C,
    0x40C, 0x4005D, 0x40145, 0x41040, 0x45144, 0x47104, 0x49209, 0x5775D, 0x5F75D, 0x4F34C,
    0x49248, 0x4B248,
];

/// Gen11 data-type table (same layout; Gen11's type encodings, Mesa `gfx11_datatype_table`).
pub(crate) const GEN11_DATATYPE_TABLE: [u32; 32] = [
    0x40001, 0x40040, 0x40041, 0x400C1, 0x40165, 0x40BE5, 0x40941, 0x40945, 0x40965, 0x41041,
    0x43040, 0x43041, 0x45145, 0x47144, 0x47145, 0x64965, 0x65925, 0x65964, 0x65965, 0x67964,
    0x40C, 0x40065, 0x40145, 0x41040, 0x45144, 0x47104, 0x49209, 0x6F965, 0x67965, 0x4F34C,
    0x49248, 0x4B248,
];

/// Subregister table: 15 bits, `[14:10] -> native 100:96`, `[9:5] -> 68:64`, `[4:0] -> 52:48`.
pub(crate) const SUBREG_TABLE: [u16; 32] = [
    0x0, 0x1, 0x8, 0xF, 0x10, 0x80, 0x100, 0x180, 0x200, 0x210, 0x280, 0x1000, 0x1001, 0x1081,
    0x1082, 0x1083, 0x1084, 0x1087, 0x1088, 0x108E, 0x108F, 0x1180, 0x11E8, 0x2000, 0x2180, 0x3000,
    0x3C87, 0x4000, 0x5000, 0x6000, 0x7000, 0x701C,
];

/// Source table: 12 bits, placed at native 88:77 (source 0) or 120:109 (source 1).
pub(crate) const SRC_INDEX_TABLE: [u16; 32] = [
    0x0, 0x2, 0x10, 0x12, 0x18, 0x20, 0x28, 0x48, 0x50, 0x70, 0x78, 0x300, 0x302, 0x308, 0x310,
    0x312, 0x320, 0x328, 0x338, 0x340, 0x342, 0x348, 0x350, 0x360, 0x368, 0x370, 0x371, 0x378,
    0x468, 0x469, 0x46A, 0x588,
];

/// 3-source control table: `[25:24] -> native 36:35`, `[23:21] -> 34:32`, `[20:0] -> 28:8`.
pub(crate) const TS_CONTROL_TABLE: [u32; 4] = [0x806001, 0x6001, 0x8001, 0x8021];

/// 3-source source table: `[48:47] -> 126:125`, `[46:45] -> 105:104`, `[44] -> 84`,
/// `[43] -> 83`, `[42:35] -> 114:107`, `[34:27] -> 93:86`, `[26:19] -> 72:65`, `[18:0] -> 55:37`.
pub(crate) const TS_SOURCE_TABLE: [u64; 4] =
    [0x7272720F000, 0x7272720F002, 0x7272720F008, 0x7272720F020];

/// Expand a compacted 2-source (non-3-source) instruction into the native form.
pub(crate) fn expand_basic(cw: u64, datatypes: &[u32; 32]) -> u128 {
    let mut w: u128 = 0;
    n::OPCODE.set(&mut w, c::OPCODE.get64(cw));
    n::DEBUG_CTRL.set(&mut w, c::DEBUG_CTRL.get64(cw));

    let ctrl = CONTROL_TABLE[c::CONTROL_INDEX.get64(cw) as usize] as u64;
    f(33, 31).set(&mut w, ctrl >> 16);
    f(23, 12).set(&mut w, (ctrl >> 4) & 0xFFF);
    f(10, 9).set(&mut w, (ctrl >> 2) & 0x3);
    f(34, 34).set(&mut w, (ctrl >> 1) & 1);
    f(8, 8).set(&mut w, ctrl & 1);

    let dt = datatypes[c::DATATYPE_INDEX.get64(cw) as usize] as u64;
    f(63, 61).set(&mut w, dt >> 18);
    f(94, 89).set(&mut w, (dt >> 12) & 0x3F);
    f(46, 35).set(&mut w, dt & 0xFFF);

    let is_imm = n::SRC0_REG_FILE.get(w) == 3 || n::SRC1_REG_FILE.get(w) == 3;

    let sr = SUBREG_TABLE[c::SUBREG_INDEX.get64(cw) as usize] as u64;
    f(100, 96).set(&mut w, sr >> 10);
    f(68, 64).set(&mut w, (sr >> 5) & 0x1F);
    f(52, 48).set(&mut w, sr & 0x1F);

    n::ACC_WR_CTRL.set(&mut w, c::ACC_WR_CTRL.get64(cw));
    n::COND_MODIFIER.set(&mut w, c::COND_MODIFIER.get64(cw));

    f(88, 77).set(
        &mut w,
        SRC_INDEX_TABLE[c::SRC0_INDEX.get64(cw) as usize] as u64,
    );
    let src1_index = c::SRC1_INDEX.get64(cw);
    if is_imm {
        // The 5-bit index holds the immediate's bits 12:8, sign-extended to 32 bits.
        let high = ((((src1_index as u32) << 27) as i32) >> 19) as u32;
        n::IMM32.set(&mut w, (high | c::SRC1_REG_NR.get64(cw) as u32) as u64);
    } else {
        f(120, 109).set(&mut w, SRC_INDEX_TABLE[src1_index as usize] as u64);
        n::SRC1_REG_NR.set(&mut w, c::SRC1_REG_NR.get64(cw));
    }
    n::DST_REG_NR.set(&mut w, c::DST_REG_NR.get64(cw));
    n::SRC0_REG_NR.set(&mut w, c::SRC0_REG_NR.get64(cw));
    // Mark as compacted for the consumers that look at the raw bit.
    n::CMPT_CTRL.set(&mut w, 1);
    w
}

/// Expand a compacted 3-source instruction into the native form. Returns `None` if an index
/// selects an entry the table does not have.
pub(crate) fn expand_three_src(cw: u64) -> Option<u128> {
    let mut w: u128 = 0;
    n::OPCODE.set(&mut w, c::OPCODE.get64(cw));

    let ctrl = *TS_CONTROL_TABLE.get(c::TS_CONTROL_INDEX.get64(cw) as usize)? as u64;
    f(34, 32).set(&mut w, (ctrl >> 21) & 7);
    f(28, 8).set(&mut w, ctrl & 0x1F_FFFF);
    f(36, 35).set(&mut w, (ctrl >> 24) & 3);

    let src = *TS_SOURCE_TABLE.get(c::TS_SOURCE_INDEX.get64(cw) as usize)?;
    f(83, 83).set(&mut w, (src >> 43) & 1);
    f(114, 107).set(&mut w, (src >> 35) & 0xFF);
    f(93, 86).set(&mut w, (src >> 27) & 0xFF);
    f(72, 65).set(&mut w, (src >> 19) & 0xFF);
    f(55, 37).set(&mut w, src & 0x7_FFFF);
    f(126, 125).set(&mut w, (src >> 47) & 3);
    f(105, 104).set(&mut w, (src >> 45) & 3);
    f(84, 84).set(&mut w, (src >> 44) & 1);

    t::DST_REG_NR.set(&mut w, c::TS_DST_REG_NR.get64(cw));
    t::SRC0_REP_CTRL.set(&mut w, c::TS_SRC0_REP_CTRL.get64(cw));
    n::DEBUG_CTRL.set(&mut w, c::TS_DEBUG_CTRL.get64(cw));
    n::SATURATE.set(&mut w, c::TS_SATURATE.get64(cw));
    t::SRC1_REP_CTRL.set(&mut w, c::TS_SRC1_REP_CTRL.get64(cw));
    t::SRC2_REP_CTRL.set(&mut w, c::TS_SRC2_REP_CTRL.get64(cw));
    t::SRC0_REG_NR.set(&mut w, c::TS_SRC0_REG_NR.get64(cw));
    t::SRC1_REG_NR.set(&mut w, c::TS_SRC1_REG_NR.get64(cw));
    t::SRC2_REG_NR.set(&mut w, c::TS_SRC2_REG_NR.get64(cw));
    t::SRC0_SUBREG.set(&mut w, c::TS_SRC0_SUBREG.get64(cw));
    t::SRC1_SUBREG.set(&mut w, c::TS_SRC1_SUBREG.get64(cw));
    t::SRC2_SUBREG.set(&mut w, c::TS_SRC2_SUBREG.get64(cw));
    n::CMPT_CTRL.set(&mut w, 1);
    Some(w)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compacted_immediate_is_sign_extended() {
        // src1 index 0b10000 (top bit set), src1 reg nr 0x05; datatype index 20 has a src1
        // immediate file (0x40C: src1 file bits [13:12] of the 6-bit group).
        let mut cw = 0u64;
        c::DATATYPE_INDEX.set64(&mut cw, 4);
        c::SRC1_INDEX.set64(&mut cw, 0x10);
        c::SRC1_REG_NR.set64(&mut cw, 0x05);
        let w = expand_basic(cw, &DATATYPE_TABLE);
        if n::SRC1_REG_FILE.get(w) == 3 || n::SRC0_REG_FILE.get(w) == 3 {
            assert_eq!(n::IMM32.get(w) as u32, 0xFFFF_F005);
        }
    }

    #[test]
    fn three_src_indices_out_of_range_are_rejected() {
        // Indices are 2 bits wide, so every encodable index is valid.
        for i in 0..4u64 {
            let mut cw = 0u64;
            c::TS_CONTROL_INDEX.set64(&mut cw, i);
            c::TS_SOURCE_INDEX.set64(&mut cw, i);
            assert!(expand_three_src(cw).is_some());
        }
    }
}
