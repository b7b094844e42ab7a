//! The hardware generations this crate encodes, each as one description (a [`GenDesc`] of
//! tables) rather than generation tests scattered through the decoder and assembler.
//!
//! Sources: Mesa's public Intel compiler (`src/intel/compiler/brw_inst.h` for bit positions,
//! `brw_reg_type.c` for type encodings, `brw_eu_compact.c` for compaction tables) and the
//! Intel Graphics PRMs for Ice Lake (Gen11) and Tiger Lake (Gen12LP), volume 2a/2d
//! ("Instruction Set" / "Command Reference: Structures"). Every table was checked against
//! what `iga64 -d -p=<platform>` prints for ocloc-built kernels.

use crate::model::{DataType, ThreadCtrl};
use crate::opcode::Opcode;

/// A hardware generation (instruction-set platform), as `iga64 -p=` names it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, PartialOrd, Ord)]
pub enum Platform {
    /// Gen9 (Skylake, Kaby Lake, Coffee Lake...): `iga64 -p=9`.
    #[default]
    Gen9,
    /// Gen11 (Ice Lake): `iga64 -p=11`.
    Gen11,
    /// Gen12LP / Xe-LP (Tiger Lake, Rocket Lake, Alder Lake, DG1): `iga64 -p=12p1`.
    Gen12Lp,
}

impl Platform {
    /// Every platform, oldest first.
    pub const ALL: [Platform; 3] = [Platform::Gen9, Platform::Gen11, Platform::Gen12Lp];

    /// The `-p=` argument iga64 takes for this platform.
    pub fn iga_name(self) -> &'static str {
        match self {
            Platform::Gen9 => "9",
            Platform::Gen11 => "11",
            Platform::Gen12Lp => "12p1",
        }
    }

    /// The platform of a device family as the program binary's header names it (the
    /// `GFXCORE_FAMILY` numbering of Intel's graphics headers: 12 Gen9, 15/16 Gen11 and
    /// Gen11LP, 18 Gen12LP); `None` for a family this crate does not encode.
    pub fn from_core_family(family: u32) -> Option<Platform> {
        match family {
            12 => Some(Platform::Gen9),
            15 | 16 => Some(Platform::Gen11),
            18 => Some(Platform::Gen12Lp),
            _ => None,
        }
    }

    /// This platform's description.
    pub(crate) fn desc(self) -> &'static GenDesc {
        match self {
            Platform::Gen9 => &GEN9,
            Platform::Gen11 => &GEN11,
            Platform::Gen12Lp => &GEN12LP,
        }
    }
}

impl std::fmt::Display for Platform {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Platform::Gen9 => "Gen9",
            Platform::Gen11 => "Gen11",
            Platform::Gen12Lp => "Gen12LP",
        })
    }
}

/// How a generation encodes 3-source instructions.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum TernaryLayout {
    /// Align16 operands with swizzles and one shared source type (Gen8/Gen9).
    Align16,
    /// Align1 operands with regions, per-operand types and immediates (Gen10/Gen11).
    Align1,
}

/// The native 128-bit instruction layout.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Layout {
    /// Gen8 to Gen11 field positions.
    Gen8,
    /// Gen12's repacked fields with the scoreboard byte.
    Gen12,
}

/// One generation's encoding facts.
pub(crate) struct GenDesc {
    /// Native instruction layout.
    pub layout: Layout,
    /// Register operand type by 4-bit hardware encoding.
    pub reg_types: [Option<DataType>; 16],
    /// Immediate operand type by 4-bit hardware encoding.
    pub imm_types: [Option<DataType>; 16],
    /// Thread control by 2-bit encoding.
    pub thread_ctrl: [Option<ThreadCtrl>; 4],
    /// The compaction data-type table (21-bit entries).
    pub compact_datatypes: &'static [u32; 32],
    /// 3-source encoding.
    pub ternary: TernaryLayout,
    /// Whether 3-source instructions have a compacted form (Gen8/9 Align16 only).
    pub compact_three_src: bool,
    /// Align1 3-source operand types by 3-bit code: integer and floating-point execution.
    pub ternary_types: [[Option<DataType>; 8]; 2],
    /// Offset added to the encodings Gen9 numbers 1..=31 (`mov` .. `bfi2`): Gen12 moves
    /// them to 97..=127.
    pub low_opcode_base: u8,
    /// Opcodes the generation no longer has.
    pub removed_opcodes: &'static [Opcode],
    /// Opcodes with an encoding of their own on this generation.
    pub renumbered: &'static [(Opcode, u8)],
}

impl GenDesc {
    /// Register type of a hardware encoding.
    pub fn reg_type(&self, raw: u64) -> Option<DataType> {
        self.reg_types.get(raw as usize).copied().flatten()
    }
    /// Immediate type of a hardware encoding.
    pub fn imm_type(&self, raw: u64) -> Option<DataType> {
        self.imm_types.get(raw as usize).copied().flatten()
    }
    /// Hardware encoding of a register type.
    pub fn reg_code(&self, ty: DataType) -> Option<u64> {
        self.reg_types
            .iter()
            .position(|t| *t == Some(ty))
            .map(|p| p as u64)
    }
    /// Hardware encoding of an immediate type.
    pub fn imm_code(&self, ty: DataType) -> Option<u64> {
        self.imm_types
            .iter()
            .position(|t| *t == Some(ty))
            .map(|p| p as u64)
    }
}

use DataType as T;

const GEN9: GenDesc = GenDesc {
    layout: Layout::Gen8,
    reg_types: [
        Some(T::Ud),
        Some(T::D),
        Some(T::Uw),
        Some(T::W),
        Some(T::Ub),
        Some(T::B),
        Some(T::Df),
        Some(T::F),
        Some(T::Uq),
        Some(T::Q),
        Some(T::Hf),
        None,
        None,
        None,
        None,
        None,
    ],
    imm_types: [
        Some(T::Ud),
        Some(T::D),
        Some(T::Uw),
        Some(T::W),
        Some(T::Uv),
        Some(T::Vf),
        Some(T::V),
        Some(T::F),
        Some(T::Uq),
        Some(T::Q),
        Some(T::Df),
        Some(T::Hf),
        None,
        None,
        None,
        None,
    ],
    thread_ctrl: [
        Some(ThreadCtrl::Normal),
        Some(ThreadCtrl::Atomic),
        Some(ThreadCtrl::Switch),
        None,
    ],
    compact_datatypes: &crate::compact::DATATYPE_TABLE,
    ternary: TernaryLayout::Align16,
    compact_three_src: true,
    ternary_types: [[None; 8]; 2],
    low_opcode_base: 0,
    removed_opcodes: &[],
    renumbered: &[],
};

/// Opcodes Gen11 drops (Mesa `brw_eu.c`: dp4, dph, dp3, dp2 until Gen10; line, pln, lrp
/// up to Gen10).
const GEN11_REMOVED: [Opcode; 7] = [
    Opcode::Dp4,
    Opcode::Dph,
    Opcode::Dp3,
    Opcode::Dp2,
    Opcode::Line,
    Opcode::Pln,
    Opcode::Lrp,
];

/// Gen12 also drops `wait` and the split sends (its `send` takes two payloads).
const GEN12_REMOVED: [Opcode; 10] = [
    Opcode::Dp4,
    Opcode::Dph,
    Opcode::Dp3,
    Opcode::Dp2,
    Opcode::Line,
    Opcode::Pln,
    Opcode::Lrp,
    Opcode::Wait,
    Opcode::Sends,
    Opcode::Sendsc,
];

/// Gen11 reorders the type encodings (Mesa `brw_reg_type.c`, `GFX11_HW_REG_TYPE_*` and
/// `GFX11_HW_IMM_TYPE_*`), so its compaction data-type table differs too.
const GEN11: GenDesc = GenDesc {
    layout: Layout::Gen8,
    reg_types: [
        Some(T::Ud),
        Some(T::D),
        Some(T::Uw),
        Some(T::W),
        Some(T::Ub),
        Some(T::B),
        Some(T::Uq),
        Some(T::Q),
        Some(T::Hf),
        Some(T::F),
        Some(T::Df),
        None,
        None,
        None,
        None,
        None,
    ],
    imm_types: [
        Some(T::Ud),
        Some(T::D),
        Some(T::Uw),
        Some(T::W),
        Some(T::Uv),
        Some(T::V),
        Some(T::Uq),
        Some(T::Q),
        Some(T::Hf),
        Some(T::F),
        Some(T::Df),
        Some(T::Vf),
        None,
        None,
        None,
        None,
    ],
    thread_ctrl: [
        Some(ThreadCtrl::Normal),
        Some(ThreadCtrl::Atomic),
        Some(ThreadCtrl::Switch),
        Some(ThreadCtrl::NoPreempt),
    ],
    compact_datatypes: &crate::compact::GEN11_DATATYPE_TABLE,
    ternary: TernaryLayout::Align1,
    compact_three_src: false,
    // Mesa brw_reg_type.c, GFX10_ALIGN1_3SRC_REG_TYPE_*.
    ternary_types: [
        [
            Some(T::Ud),
            Some(T::D),
            Some(T::Uw),
            Some(T::W),
            Some(T::Ub),
            Some(T::B),
            None,
            None,
        ],
        [
            Some(T::Hf),
            Some(T::F),
            Some(T::Df),
            None,
            None,
            None,
            None,
            None,
        ],
    ],
    low_opcode_base: 0,
    removed_opcodes: &GEN11_REMOVED,
    renumbered: &[],
};

/// Gen12LP: opcode numbering and (in [`crate::swsb`]) the scoreboard field are described;
/// its 128-bit field layout is a different format that the decoder does not read yet.
const GEN12LP: GenDesc = GenDesc {
    layout: Layout::Gen12,
    // Mesa brw_reg_type.c: GFX12_HW_REG_TYPE_UINT(n) = n, SINT(n) = 4 | n, FLOAT(n) = 8 | n
    // with n the log2 of the size in bytes; immediates V/UV/VF take the byte-size codes.
    reg_types: [
        Some(T::Ub),
        Some(T::Uw),
        Some(T::Ud),
        Some(T::Uq),
        Some(T::B),
        Some(T::W),
        Some(T::D),
        Some(T::Q),
        None,
        Some(T::Hf),
        Some(T::F),
        Some(T::Df),
        None,
        None,
        None,
        None,
    ],
    imm_types: [
        Some(T::Uv),
        Some(T::Uw),
        Some(T::Ud),
        Some(T::Uq),
        Some(T::V),
        Some(T::W),
        Some(T::D),
        Some(T::Q),
        Some(T::Vf),
        Some(T::Hf),
        Some(T::F),
        Some(T::Df),
        None,
        None,
        None,
        None,
    ],
    thread_ctrl: [
        Some(ThreadCtrl::Normal),
        Some(ThreadCtrl::Atomic),
        None,
        None,
    ],
    compact_datatypes: &crate::compact::GEN11_DATATYPE_TABLE,
    ternary: TernaryLayout::Align1,
    compact_three_src: true,
    // Mesa brw_reg_type.c, gfx12_hw_3src_type: the Gen12 codes of the sizes.
    ternary_types: [
        [
            Some(T::Ub),
            Some(T::Uw),
            Some(T::Ud),
            None,
            Some(T::B),
            Some(T::W),
            Some(T::D),
            None,
        ],
        [None, Some(T::Hf), Some(T::F), None, None, None, None, None],
    ],
    low_opcode_base: 96,
    removed_opcodes: &GEN12_REMOVED,
    renumbered: &[(Opcode::Sync, 1), (Opcode::Nop, 96)],
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for p in Platform::ALL {
            let d = p.desc();
            for raw in 0..16 {
                if let Some(t) = d.reg_type(raw) {
                    assert_eq!(d.reg_code(t), Some(raw), "{p} reg {raw}");
                }
                if let Some(t) = d.imm_type(raw) {
                    assert_eq!(d.imm_code(t), Some(raw), "{p} imm {raw}");
                }
            }
        }
    }

    #[test]
    fn gen11_float_is_nine() {
        // Mesa brw_reg_type.c: GFX11_HW_REG_TYPE_F = 9, GFX11_HW_IMM_TYPE_VF = 11.
        assert_eq!(Platform::Gen11.desc().reg_type(9), Some(DataType::F));
        assert_eq!(Platform::Gen11.desc().imm_type(11), Some(DataType::Vf));
        assert_eq!(Platform::Gen9.desc().reg_type(9), Some(DataType::Q));
    }
}
