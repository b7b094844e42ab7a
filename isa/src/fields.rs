//! Named bit fields of the Gen9 instruction encodings: the single place that knows bit
//! positions. The decoder reads with [`Field::get`]; an encoder writes with [`Field::set`].
//!
//! Instructions are handled as a little-endian `u128` (native form) or `u64` (compacted form);
//! bit 0 is the least significant bit of the first byte.
//!
//! Positions are the Gen8/Gen9 column of the public Mesa `brw_inst.h` description of the
//! hardware encoding.

/// A contiguous bit range `hi..=lo` of an instruction word.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Field {
    /// Highest bit (inclusive).
    pub hi: u8,
    /// Lowest bit (inclusive).
    pub lo: u8,
}

/// Shorthand constructor.
pub const fn f(hi: u8, lo: u8) -> Field {
    Field { hi, lo }
}

impl Field {
    /// Width in bits.
    pub const fn width(self) -> u32 {
        (self.hi - self.lo) as u32 + 1
    }

    /// Mask of the field's value (not shifted).
    pub const fn mask(self) -> u128 {
        if self.width() >= 128 {
            u128::MAX
        } else {
            (1u128 << self.width()) - 1
        }
    }

    /// Read the field from a 128-bit word.
    pub const fn get(self, w: u128) -> u64 {
        ((w >> self.lo) & self.mask()) as u64
    }

    /// Read the field from a 64-bit (compacted) word.
    pub const fn get64(self, w: u64) -> u64 {
        self.get(w as u128)
    }

    /// Write `v` (truncated to the field width) into a 128-bit word.
    pub fn set(self, w: &mut u128, v: u64) {
        let m = self.mask() << self.lo;
        *w = (*w & !m) | (((v as u128) << self.lo) & m);
    }

    /// Write `v` (truncated to the field width) into a 64-bit word.
    pub fn set64(self, w: &mut u64, v: u64) {
        let mut x = *w as u128;
        self.set(&mut x, v);
        *w = x as u64;
    }
}

/// Fields of the native 128-bit form shared by all instruction kinds, plus the
/// 1-/2-source (Align1 and Align16) operand fields.
pub mod native {
    use super::{f, Field};

    /// Opcode, bits 6:0.
    pub const OPCODE: Field = f(6, 0);
    /// Access mode (0 Align1, 1 Align16).
    pub const ACCESS_MODE: Field = f(8, 8);
    /// Dependency control: NoDDClr.
    pub const NO_DD_CLEAR: Field = f(9, 9);
    /// Dependency control: NoDDChk.
    pub const NO_DD_CHECK: Field = f(10, 10);
    /// NibCtrl (channel offset + 4 within the quarter).
    pub const NIB_CTRL: Field = f(11, 11);
    /// QtrCtrl (channel offset in units of 8).
    pub const QTR_CTRL: Field = f(13, 12);
    /// Thread control (0 normal, 1 atomic, 2 switch).
    pub const THREAD_CTRL: Field = f(15, 14);
    /// Predicate control.
    pub const PRED_CTRL: Field = f(19, 16);
    /// Predicate inversion.
    pub const PRED_INV: Field = f(20, 20);
    /// Execution size (log2 of channels).
    pub const EXEC_SIZE: Field = f(23, 21);
    /// Conditional modifier; math function control; SFID for sends.
    pub const COND_MODIFIER: Field = f(27, 24);
    /// AccWrEn; branch control on branches.
    pub const ACC_WR_CTRL: Field = f(28, 28);
    /// Compaction control (1 = 64-bit compacted form).
    pub const CMPT_CTRL: Field = f(29, 29);
    /// Debug control (breakpoint).
    pub const DEBUG_CTRL: Field = f(30, 30);
    /// Saturate.
    pub const SATURATE: Field = f(31, 31);
    /// Flag subregister number.
    pub const FLAG_SUBREG: Field = f(32, 32);
    /// Flag register number.
    pub const FLAG_REG: Field = f(33, 33);
    /// Mask control (1 = NoMask).
    pub const MASK_CTRL: Field = f(34, 34);

    /// Destination register file.
    pub const DST_REG_FILE: Field = f(36, 35);
    /// Destination register type.
    pub const DST_TYPE: Field = f(40, 37);
    /// Source 0 register file.
    pub const SRC0_REG_FILE: Field = f(42, 41);
    /// Source 0 type.
    pub const SRC0_TYPE: Field = f(46, 43);
    /// Destination Align1 subregister (bytes).
    pub const DST_DA1_SUBREG: Field = f(52, 48);
    /// Destination Align16 write mask.
    pub const DST_DA16_WRITEMASK: Field = f(51, 48);
    /// Destination Align16 subregister (in 16-byte units).
    pub const DST_DA16_SUBREG: Field = f(52, 52);
    /// Destination register number (direct).
    pub const DST_REG_NR: Field = f(60, 53);
    /// Destination address subregister (indirect).
    pub const DST_IA_SUBREG: Field = f(60, 57);
    /// Destination indirect immediate, bits 8:0 (Align1).
    pub const DST_IA1_IMM_LO: Field = f(56, 48);
    /// Destination indirect immediate, bit 9.
    pub const DST_IA_IMM_HI: Field = f(47, 47);
    /// Destination indirect immediate bits 8:4 (Align16).
    pub const DST_IA16_IMM_LO: Field = f(56, 52);
    /// Destination horizontal stride.
    pub const DST_HSTRIDE: Field = f(62, 61);
    /// Destination addressing mode (1 = indirect).
    pub const DST_ADDR_MODE: Field = f(63, 63);

    /// Source 0 Align1 subregister (bytes).
    pub const SRC0_DA1_SUBREG: Field = f(68, 64);
    /// Source 0 Align16 subregister (16-byte units).
    pub const SRC0_DA16_SUBREG: Field = f(68, 68);
    /// Source 0 Align16 swizzle x,y (2 bits each, x in 65:64).
    pub const SRC0_DA16_SWIZ_XY: Field = f(67, 64);
    /// Source 0 register number.
    pub const SRC0_REG_NR: Field = f(76, 69);
    /// Source 0 address subregister (indirect).
    pub const SRC0_IA_SUBREG: Field = f(76, 73);
    /// Source 0 indirect immediate bits 8:0 (Align1).
    pub const SRC0_IA1_IMM_LO: Field = f(72, 64);
    /// Source 0 indirect immediate bits 8:4 (Align16).
    pub const SRC0_IA16_IMM_LO: Field = f(72, 68);
    /// Source 0 indirect immediate bit 9.
    pub const SRC0_IA_IMM_HI: Field = f(95, 95);
    /// Source 0 absolute modifier.
    pub const SRC0_ABS: Field = f(77, 77);
    /// Source 0 negate modifier.
    pub const SRC0_NEGATE: Field = f(78, 78);
    /// Source 0 addressing mode.
    pub const SRC0_ADDR_MODE: Field = f(79, 79);
    /// Source 0 horizontal stride (Align1); swizzle z (Align16).
    pub const SRC0_HSTRIDE: Field = f(81, 80);
    /// Source 0 width (Align1).
    pub const SRC0_WIDTH: Field = f(84, 82);
    /// Source 0 Align16 swizzle z,w.
    pub const SRC0_DA16_SWIZ_ZW: Field = f(83, 80);
    /// Source 0 vertical stride.
    pub const SRC0_VSTRIDE: Field = f(88, 85);
    /// Source 1 register file.
    pub const SRC1_REG_FILE: Field = f(90, 89);
    /// Source 1 type.
    pub const SRC1_TYPE: Field = f(94, 91);

    /// Source 1 Align1 subregister (bytes).
    pub const SRC1_DA1_SUBREG: Field = f(100, 96);
    /// Source 1 Align16 subregister (16-byte units).
    pub const SRC1_DA16_SUBREG: Field = f(100, 100);
    /// Source 1 Align16 swizzle x,y.
    pub const SRC1_DA16_SWIZ_XY: Field = f(99, 96);
    /// Source 1 register number.
    pub const SRC1_REG_NR: Field = f(108, 101);
    /// Source 1 address subregister (indirect).
    pub const SRC1_IA_SUBREG: Field = f(108, 105);
    /// Source 1 indirect immediate bits 8:0 (Align1).
    pub const SRC1_IA1_IMM_LO: Field = f(104, 96);
    /// Source 1 indirect immediate bits 8:4 (Align16).
    pub const SRC1_IA16_IMM_LO: Field = f(104, 100);
    /// Source 1 indirect immediate bit 9.
    pub const SRC1_IA_IMM_HI: Field = f(121, 121);
    /// Source 1 absolute modifier.
    pub const SRC1_ABS: Field = f(109, 109);
    /// Source 1 negate modifier.
    pub const SRC1_NEGATE: Field = f(110, 110);
    /// Source 1 addressing mode.
    pub const SRC1_ADDR_MODE: Field = f(111, 111);
    /// Source 1 horizontal stride.
    pub const SRC1_HSTRIDE: Field = f(113, 112);
    /// Source 1 width.
    pub const SRC1_WIDTH: Field = f(116, 114);
    /// Source 1 Align16 swizzle z,w.
    pub const SRC1_DA16_SWIZ_ZW: Field = f(115, 112);
    /// Source 1 vertical stride.
    pub const SRC1_VSTRIDE: Field = f(120, 117);

    /// 32-bit immediate (also JIP on Gen8+ branches).
    pub const IMM32: Field = f(127, 96);
    /// 64-bit immediate.
    pub const IMM64: Field = f(127, 64);
    /// JIP (branches).
    pub const JIP: Field = f(127, 96);
    /// UIP (branches).
    pub const UIP: Field = f(95, 64);
}

/// Send-specific fields (Gen9 `send`, `sendc`, `sends`, `sendsc`).
pub mod send {
    use super::{f, Field};

    /// End of thread.
    pub const EOT: Field = f(127, 127);
    /// Immediate message descriptor (31 bits).
    pub const DESC: Field = f(126, 96);
    /// Message length inside the descriptor.
    pub const DESC_MLEN: Field = f(124, 121);
    /// Response length inside the descriptor.
    pub const DESC_RLEN: Field = f(120, 116);
    /// Header present inside the descriptor.
    pub const DESC_HEADER: Field = f(115, 115);
    /// SFID (shares the conditional-modifier bits).
    pub const SFID: Field = f(27, 24);
    /// `{NoSrcDepSet}` (shares the AccWrEn bit).
    pub const NO_SRC_DEP_SET: Field = f(28, 28);
    /// `send`: extended descriptor bits 31:28.
    pub const EXDESC_31_28: Field = f(94, 91);
    /// `send`: extended descriptor bits 27:24.
    pub const EXDESC_27_24: Field = f(88, 85);
    /// `send`/`sends`: extended descriptor bits 23:20 (`send`) / part of 31:16 (`sends`).
    pub const EXDESC_23_20: Field = f(83, 80);
    /// Extended descriptor bits 19:16 (`send`) or 9:6 (`sends`, the extended message length).
    pub const EXDESC_67_64: Field = f(67, 64);
    /// `sends`: extended descriptor bits 31:16.
    pub const SENDS_EXDESC_31_16: Field = f(95, 80);
    /// `sends`: a0 subregister of a register extended descriptor.
    pub const EXDESC_IA_SUBREG: Field = f(82, 80);
    /// `sends`: source 0 addressing mode.
    pub const SRC0_ADDR_MODE: Field = f(79, 79);
    /// `sends`: bit 9 of the indirect destination's address immediate.
    pub const DST_IA16_IMM_HI: Field = f(62, 62);
    /// `sends`: bit 9 of the indirect payload's address immediate.
    pub const SRC0_IA_IMM_HI: Field = f(78, 78);
    /// `sends`: descriptor is in a0.0 (1) instead of immediate (0).
    pub const SEL_REG32_DESC: Field = f(77, 77);
    /// `sends`: extended descriptor is in a0 (1) instead of immediate (0).
    pub const SEL_REG32_EXDESC: Field = f(61, 61);
    /// `sends`: source 1 register number.
    pub const SRC1_REG_NR: Field = f(51, 44);
    /// `sends`: source 1 register file (0 ARF, 1 GRF).
    pub const SRC1_REG_FILE: Field = f(36, 36);
    /// `sends`: destination register file (0 ARF, 1 GRF).
    pub const DST_REG_FILE: Field = f(35, 35);
    /// `sends`: destination subregister bit (16-byte units).
    pub const DST_SUBREG: Field = f(52, 52);
    /// `sends`: source 0 subregister bit (16-byte units).
    pub const SRC0_SUBREG: Field = f(68, 68);
}

/// 3-source (Align16) instruction fields of the native form.
pub mod three_src {
    use super::{f, Field};

    /// Flag subregister.
    pub const FLAG_SUBREG: Field = f(32, 32);
    /// Flag register.
    pub const FLAG_REG: Field = f(33, 33);
    /// Mask control.
    pub const MASK_CTRL: Field = f(34, 34);
    /// Source 2 type is half float (mixed mode, Gen9).
    pub const SRC2_TYPE_HF: Field = f(35, 35);
    /// Source 1 type is half float (mixed mode, Gen9).
    pub const SRC1_TYPE_HF: Field = f(36, 36);
    /// Source 0 absolute.
    pub const SRC0_ABS: Field = f(37, 37);
    /// Source 0 negate.
    pub const SRC0_NEGATE: Field = f(38, 38);
    /// Source 1 absolute.
    pub const SRC1_ABS: Field = f(39, 39);
    /// Source 1 negate.
    pub const SRC1_NEGATE: Field = f(40, 40);
    /// Source 2 absolute.
    pub const SRC2_ABS: Field = f(41, 41);
    /// Source 2 negate.
    pub const SRC2_NEGATE: Field = f(42, 42);
    /// Source type (shared by all three sources).
    pub const SRC_TYPE: Field = f(45, 43);
    /// Destination type.
    pub const DST_TYPE: Field = f(48, 46);
    /// Destination write mask.
    pub const DST_WRITEMASK: Field = f(52, 49);
    /// Destination subregister (dwords).
    pub const DST_SUBREG: Field = f(55, 53);
    /// Destination register number.
    pub const DST_REG_NR: Field = f(63, 56);
    /// Source 0 replicate control (scalar).
    pub const SRC0_REP_CTRL: Field = f(64, 64);
    /// Source 0 swizzle (8 bits, x in the low 2).
    pub const SRC0_SWIZZLE: Field = f(72, 65);
    /// Source 0 subregister (dwords).
    pub const SRC0_SUBREG: Field = f(75, 73);
    /// Source 0 register number.
    pub const SRC0_REG_NR: Field = f(83, 76);
    /// Source 0 subregister bit 1 (half-float granularity).
    pub const SRC0_SUBREG_BIT1: Field = f(84, 84);
    /// Source 1 replicate control.
    pub const SRC1_REP_CTRL: Field = f(85, 85);
    /// Source 1 swizzle.
    pub const SRC1_SWIZZLE: Field = f(93, 86);
    /// Source 1 subregister (dwords).
    pub const SRC1_SUBREG: Field = f(96, 94);
    /// Source 1 register number.
    pub const SRC1_REG_NR: Field = f(104, 97);
    /// Source 1 subregister bit 1.
    pub const SRC1_SUBREG_BIT1: Field = f(105, 105);
    /// Source 2 replicate control.
    pub const SRC2_REP_CTRL: Field = f(106, 106);
    /// Source 2 swizzle.
    pub const SRC2_SWIZZLE: Field = f(114, 107);
    /// Source 2 subregister (dwords).
    pub const SRC2_SUBREG: Field = f(117, 115);
    /// Source 2 register number.
    pub const SRC2_REG_NR: Field = f(125, 118);
    /// Source 2 subregister bit 1.
    pub const SRC2_SUBREG_BIT1: Field = f(126, 126);
}

/// Fields of the Align1 3-source form of Gen10 and Gen11 (Mesa `brw_inst.h`, the `3src_a1`
/// fields, "4+" column). Register numbers, source modifiers and the control fields are where
/// the Align16 form has them ([`three_src`]).
pub mod three_src_a1 {
    use super::{f, Field};

    /// Execution data type (1 float, 0 integer): selects the type table.
    pub const EXEC_TYPE: Field = f(35, 35);
    /// Destination register file (0 GRF, 1 accumulator).
    pub const DST_REG_FILE: Field = f(36, 36);
    /// Source 0 register file (0 GRF, 1 immediate).
    pub const SRC0_REG_FILE: Field = f(43, 43);
    /// Source 1 register file (0 GRF, 1 accumulator).
    pub const SRC1_REG_FILE: Field = f(44, 44);
    /// Source 2 register file (0 GRF, 1 immediate).
    pub const SRC2_REG_FILE: Field = f(45, 45);
    /// Destination type (3 bits).
    pub const DST_TYPE: Field = f(48, 46);
    /// Destination horizontal stride (0: 1, 1: 2).
    pub const DST_HSTRIDE: Field = f(49, 49);
    /// Destination subregister, in 8-byte units.
    pub const DST_SUBREG: Field = f(55, 54);
    /// Source 0 type.
    pub const SRC0_TYPE: Field = f(66, 64);
    /// Source 0 vertical stride (0, 2, 4, 8).
    pub const SRC0_VSTRIDE: Field = f(68, 67);
    /// Source 0 horizontal stride (0, 1, 2, 4).
    pub const SRC0_HSTRIDE: Field = f(70, 69);
    /// Source 0 subregister (bytes).
    pub const SRC0_SUBREG: Field = f(75, 71);
    /// Source 0 16-bit immediate.
    pub const SRC0_IMM: Field = f(82, 67);
    /// Source 1 type.
    pub const SRC1_TYPE: Field = f(87, 85);
    /// Source 1 vertical stride.
    pub const SRC1_VSTRIDE: Field = f(89, 88);
    /// Source 1 horizontal stride.
    pub const SRC1_HSTRIDE: Field = f(91, 90);
    /// Source 1 subregister (bytes).
    pub const SRC1_SUBREG: Field = f(96, 92);
    /// Source 2 type.
    pub const SRC2_TYPE: Field = f(108, 106);
    /// Source 2 horizontal stride.
    pub const SRC2_HSTRIDE: Field = f(112, 111);
    /// Source 2 subregister (bytes).
    pub const SRC2_SUBREG: Field = f(117, 113);
    /// Source 2 16-bit immediate.
    pub const SRC2_IMM: Field = f(124, 109);
}

/// Fields of the 64-bit compacted form.
pub mod compact {
    use super::{f, Field};

    /// Opcode.
    pub const OPCODE: Field = f(6, 0);
    /// Debug control.
    pub const DEBUG_CTRL: Field = f(7, 7);
    /// Index into the control table.
    pub const CONTROL_INDEX: Field = f(12, 8);
    /// Index into the data-type table.
    pub const DATATYPE_INDEX: Field = f(17, 13);
    /// Index into the subregister table.
    pub const SUBREG_INDEX: Field = f(22, 18);
    /// AccWrEn.
    pub const ACC_WR_CTRL: Field = f(23, 23);
    /// Conditional modifier.
    pub const COND_MODIFIER: Field = f(27, 24);
    /// Compaction control (always 1).
    pub const CMPT_CTRL: Field = f(29, 29);
    /// Index into the source table for source 0.
    pub const SRC0_INDEX: Field = f(34, 30);
    /// Index into the source table for source 1 (or immediate high bits).
    pub const SRC1_INDEX: Field = f(39, 35);
    /// Destination register number.
    pub const DST_REG_NR: Field = f(47, 40);
    /// Source 0 register number.
    pub const SRC0_REG_NR: Field = f(55, 48);
    /// Source 1 register number (or immediate low bits).
    pub const SRC1_REG_NR: Field = f(63, 56);

    /// 3-source compacted: control index.
    pub const TS_CONTROL_INDEX: Field = f(9, 8);
    /// 3-source compacted: source index.
    pub const TS_SOURCE_INDEX: Field = f(11, 10);
    /// 3-source compacted: destination register number (7 bits).
    pub const TS_DST_REG_NR: Field = f(18, 12);
    /// 3-source compacted: source 0 replicate control.
    pub const TS_SRC0_REP_CTRL: Field = f(28, 28);
    /// 3-source compacted: debug control.
    pub const TS_DEBUG_CTRL: Field = f(30, 30);
    /// 3-source compacted: saturate.
    pub const TS_SATURATE: Field = f(31, 31);
    /// 3-source compacted: source 1 replicate control.
    pub const TS_SRC1_REP_CTRL: Field = f(32, 32);
    /// 3-source compacted: source 2 replicate control.
    pub const TS_SRC2_REP_CTRL: Field = f(33, 33);
    /// 3-source compacted: source 0 subregister (dwords).
    pub const TS_SRC0_SUBREG: Field = f(36, 34);
    /// 3-source compacted: source 1 subregister.
    pub const TS_SRC1_SUBREG: Field = f(39, 37);
    /// 3-source compacted: source 2 subregister.
    pub const TS_SRC2_SUBREG: Field = f(42, 40);
    /// 3-source compacted: source 0 register number (7 bits).
    pub const TS_SRC0_REG_NR: Field = f(49, 43);
    /// 3-source compacted: source 1 register number (7 bits).
    pub const TS_SRC1_REG_NR: Field = f(56, 50);
    /// 3-source compacted: source 2 register number (7 bits).
    pub const TS_SRC2_REG_NR: Field = f(63, 57);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn get_set_roundtrip() {
        let mut w = 0u128;
        native::SRC1_VSTRIDE.set(&mut w, 0xF);
        assert_eq!(w, 0xFu128 << 117);
        assert_eq!(native::SRC1_VSTRIDE.get(w), 0xF);
        native::IMM64.set(&mut w, u64::MAX);
        assert_eq!(native::IMM64.get(w), u64::MAX);
        native::OPCODE.set(&mut w, 0xFF);
        assert_eq!(native::OPCODE.get(w), 0x7F);
    }
}
