//! The operations of Gen9 send messages and their fields ([`MessageKind`]); the message as a
//! whole is [`super::Message`].
//!
//! Field positions and values come from Mesa `brw_eu_defines.h` / `brw_inst.h` (Gen9 columns),
//! IGC's vISA `Common_GEN.h` / `TranslateSendLdStLegacy.cpp` (how IGC builds each message) and
//! iga's `MessageDecoderHDC.cpp` / `MessageDecoderOther.cpp` (how iga64 decodes them).

/// Binding-table index of shared local memory (SLM).
pub const BTI_SLM: u8 = 254;
/// Binding-table index of coherent stateless (A32 offset from the general-state base, or A64) access.
pub const BTI_STATELESS: u8 = 255;
/// Binding-table index of non-coherent stateless access (IGC lowers 255 to 253 on Gen9 for reads).
pub const BTI_STATELESS_NON_COHERENT: u8 = 253;

/// What a data-port message addresses, from the descriptor's BTI (bits 7:0).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Surface {
    /// A binding-table entry (a buffer or image surface state) other than the special indices.
    Bti(u8),
    /// Shared local memory (BTI 254).
    Slm,
    /// Stateless, coherent (BTI 255).
    Stateless,
    /// Stateless, non-coherent (BTI 253).
    StatelessNonCoherent,
}

impl Surface {
    /// Classifies a binding-table index.
    pub fn from_bti(bti: u8) -> Surface {
        match bti {
            BTI_SLM => Surface::Slm,
            BTI_STATELESS => Surface::Stateless,
            BTI_STATELESS_NON_COHERENT => Surface::StatelessNonCoherent,
            other => Surface::Bti(other),
        }
    }

    /// The binding-table index this surface is encoded as.
    pub fn bti(self) -> u8 {
        match self {
            Surface::Bti(b) => b,
            Surface::Slm => BTI_SLM,
            Surface::Stateless => BTI_STATELESS,
            Surface::StatelessNonCoherent => BTI_STATELESS_NON_COHERENT,
        }
    }

    /// True for the two stateless indices (253, 255).
    pub fn is_stateless(self) -> bool {
        matches!(self, Surface::Stateless | Surface::StatelessNonCoherent)
    }
}

/// Size of an OWord (16-byte) block message, descriptor bits 10:8.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OwordBlockSize {
    /// 0: one OWord, in the low half of the GRF.
    OneLow,
    /// 1: one OWord, in the high half of the GRF.
    OneHigh,
    /// 2: two OWords (one GRF).
    Two,
    /// 3: four OWords (two GRFs).
    Four,
    /// 4: eight OWords (four GRFs).
    Eight,
}

impl OwordBlockSize {
    /// Decodes descriptor bits 10:8 (5..=7 are not Gen9 encodings).
    pub fn from_bits(bits: u32) -> Option<Self> {
        Some(match bits {
            0 => Self::OneLow,
            1 => Self::OneHigh,
            2 => Self::Two,
            3 => Self::Four,
            4 => Self::Eight,
            _ => return None,
        })
    }

    /// Number of OWords transferred.
    pub fn owords(self) -> u32 {
        match self {
            Self::OneLow | Self::OneHigh => 1,
            Self::Two => 2,
            Self::Four => 4,
            Self::Eight => 8,
        }
    }

    /// Number of bytes transferred.
    pub fn bytes(self) -> u32 {
        self.owords() * 16
    }

    /// Byte offset of the data inside the GRF payload (16 for the "1 high" form, else 0).
    pub fn grf_offset(self) -> u32 {
        if self == Self::OneHigh {
            16
        } else {
            0
        }
    }
}

/// Integer atomic operation (descriptor bits 11:8; Mesa `BRW_AOP_*`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AtomicOp {
    /// 0: 64-bit compare-and-write on a 32-bit message (`BRW_AOP_CMPWR8B`).
    Cmpwr8b,
    /// 1: `old & src`.
    And,
    /// 2: `old | src`.
    Or,
    /// 3: `old ^ src`.
    Xor,
    /// 4: `src` (exchange).
    Mov,
    /// 5: `old + 1`.
    Inc,
    /// 6: `old - 1`.
    Dec,
    /// 7: `old + src`.
    Add,
    /// 8: `old - src`.
    Sub,
    /// 9: `src - old`.
    RevSub,
    /// 10: signed max.
    Imax,
    /// 11: signed min.
    Imin,
    /// 12: unsigned max.
    Umax,
    /// 13: unsigned min.
    Umin,
    /// 14: `old == src0 ? src1 : old` (compare exchange; src0 = compare value, src1 = new value).
    Cmpwr,
    /// 15: `old - 1`, returning the new value.
    Predec,
}

impl AtomicOp {
    /// Decodes the 4-bit operation field.
    pub fn from_bits(bits: u32) -> AtomicOp {
        match bits & 0xF {
            0 => AtomicOp::Cmpwr8b,
            1 => AtomicOp::And,
            2 => AtomicOp::Or,
            3 => AtomicOp::Xor,
            4 => AtomicOp::Mov,
            5 => AtomicOp::Inc,
            6 => AtomicOp::Dec,
            7 => AtomicOp::Add,
            8 => AtomicOp::Sub,
            9 => AtomicOp::RevSub,
            10 => AtomicOp::Imax,
            11 => AtomicOp::Imin,
            12 => AtomicOp::Umax,
            13 => AtomicOp::Umin,
            14 => AtomicOp::Cmpwr,
            _ => AtomicOp::Predec,
        }
    }

    /// The operation as iga64 names it in a send's comment.
    pub fn iga_name(self) -> &'static str {
        match self {
            AtomicOp::Cmpwr8b => "64b integer compare and swap",
            AtomicOp::And => "logical AND",
            AtomicOp::Or => "logical OR",
            AtomicOp::Xor => "logical XOR",
            AtomicOp::Mov => "store",
            AtomicOp::Inc => "integer increment",
            AtomicOp::Dec => "integer decrement",
            AtomicOp::Add => "integer add",
            AtomicOp::Sub => "integer subtract",
            AtomicOp::RevSub => "commuted integer subtract",
            AtomicOp::Imax => "signed-integer max",
            AtomicOp::Imin => "signed-integer min",
            AtomicOp::Umax => "unsigned-integer max",
            AtomicOp::Umin => "unsigned-integer min",
            AtomicOp::Cmpwr => "integer compare and swap",
            AtomicOp::Predec => "integer pre-decrement (returns pre-decrement value)",
        }
    }

    /// Number of source operands per lane in the data payload (0 for inc/dec, 2 for compare ops).
    pub fn num_sources(self) -> u32 {
        match self {
            AtomicOp::Inc | AtomicOp::Dec | AtomicOp::Predec => 0,
            AtomicOp::Cmpwr | AtomicOp::Cmpwr8b => 2,
            _ => 1,
        }
    }
}

/// Floating-point atomic operation (descriptor bits 10:8; Mesa `BRW_AOP_F*`; Gen9 has three).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FloatAtomicOp {
    /// 1: float max.
    Fmax,
    /// 2: float min.
    Fmin,
    /// 3: float compare-exchange (`old == src0 ? src1 : old`, compared as floats).
    Fcmpwr,
}

impl FloatAtomicOp {
    /// Number of source operands per lane.
    pub fn num_sources(self) -> u32 {
        if self == FloatAtomicOp::Fcmpwr {
            2
        } else {
            1
        }
    }
}

/// Enabled channels (x, y, z, w) of an untyped/typed surface message. The descriptor holds a
/// *disable* mask in bits 11:8; this stores the enabled set, bit 0 = x.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ChannelMask(pub u8);

impl ChannelMask {
    /// From the descriptor's 4-bit disable mask.
    pub fn from_disable_bits(bits: u32) -> Self {
        ChannelMask((!bits & 0xF) as u8)
    }

    /// Number of enabled channels.
    pub fn count(self) -> u32 {
        (self.0 & 0xF).count_ones()
    }

    /// Whether channel `c` (0 = x .. 3 = w) is enabled.
    pub fn has(self, c: u32) -> bool {
        c < 4 && self.0 & (1 << c) != 0
    }
}

/// Gateway opcodes (descriptor bits 2:0; Mesa `BRW_MESSAGE_GATEWAY_SFID_*`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GatewayOp {
    /// 0: open gateway.
    OpenGateway,
    /// 1: close gateway.
    CloseGateway,
    /// 2: forward message.
    ForwardMessage,
    /// 3: get timestamp.
    GetTimestamp,
    /// 4: barrier message (the only one IGC emits for OpenCL `barrier()`).
    Barrier,
    /// 5: update gateway state.
    UpdateGatewayState,
    /// 6: MMIO read/write.
    MmioReadWrite,
}

/// A message's operation and its operation-specific fields.
///
/// `a64` fields: true for the A64 forms of DC1 (64-bit flat addresses per lane or in the header);
/// false for A32 forms (32-bit offsets into the surface, or from the stateless base for BTI
/// 253/255, or into SLM for BTI 254).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MessageKind {
    /// OWord block read. A32 (DC0/DCRO, header DWord 2 holds the offset): `unaligned == false`
    /// is message type 0 with the offset in OWords; `unaligned == true` is type 1 ("aligned
    /// oword block read" in iga, "unaligned" in Mesa/vISA) with the offset in bytes, DWord
    /// aligned. A64 (DC1 type 0x14, header QWord 0 holds the byte address): subtype 0
    /// (`unaligned == false`, OWord-aligned address) or 1 (`unaligned == true`).
    OwordBlockRead {
        /// Addressed surface.
        surface: Surface,
        /// A64 form.
        a64: bool,
        /// Number of OWords.
        size: OwordBlockSize,
        /// See the variant documentation.
        unaligned: bool,
    },
    /// OWord block write. A32: DC0 type 8, offset in OWords in header DWord 2; A64: DC1 type
    /// 0x15 subtype 0, byte address in header QWord 0. Data follows the header (or is src1).
    OwordBlockWrite {
        /// Addressed surface.
        surface: Surface,
        /// A64 form.
        a64: bool,
        /// Number of OWords.
        size: OwordBlockSize,
    },
    /// A64 unaligned HWord (32-byte) block read (DC1 0x14 subtype 3).
    HwordBlockRead {
        /// Addressed surface (stateless).
        surface: Surface,
        /// Number of HWords (1, 2, 4, 8).
        hwords: u32,
    },
    /// A64 unaligned HWord block write (DC1 0x15 subtype 3).
    HwordBlockWrite {
        /// Addressed surface (stateless).
        surface: Surface,
        /// Number of HWords (1, 2, 4, 8).
        hwords: u32,
    },
    /// OWord dual block read (DC0 type 2): two blocks at two offsets from the header.
    OwordDualBlockRead {
        /// Addressed surface.
        surface: Surface,
        /// OWords per block (1 or 4).
        owords: u32,
    },
    /// OWord dual block write (DC0 type 10).
    OwordDualBlockWrite {
        /// Addressed surface.
        surface: Surface,
        /// OWords per block (1 or 4).
        owords: u32,
    },
    /// Byte gathering read: per lane 1, 2 or 4 bytes from a byte address, zero-extended into a
    /// DWord slot (A32: DC0 type 4; A64: DC1 type 0x10 subtype 0).
    ByteScatteredRead {
        /// Addressed surface.
        surface: Surface,
        /// A64 form.
        a64: bool,
        /// Bytes per lane (1, 2, 4).
        bytes: u32,
        /// Message SIMD width (8 or 16).
        simd: u32,
    },
    /// Byte scattering write (A32: DC0 type 12; A64: DC1 type 0x1A subtype 0).
    ByteScatteredWrite {
        /// Addressed surface.
        surface: Surface,
        /// A64 form.
        a64: bool,
        /// Bytes per lane (1, 2, 4).
        bytes: u32,
        /// Message SIMD width (8 or 16).
        simd: u32,
    },
    /// DWord/QWord gathering read: per lane `elems` consecutive elements of `elem_bytes`.
    /// A32 DWord (DC0/DCRO type 3): one element per lane; the per-lane offsets and the header's
    /// global offset (DWord 2) are in DWord units (IGC `translateVISAGatherInst` passes DWord
    /// offsets unscaled, but shifts them to bytes for the byte form). A64 (DC1 0x10 subtype 1
    /// DWord, 2 QWord): 1/2/4/8 elements from a 64-bit byte address per lane.
    ScatteredRead {
        /// Addressed surface.
        surface: Surface,
        /// A64 form.
        a64: bool,
        /// Element size in bytes (4 or 8).
        elem_bytes: u32,
        /// Elements per lane (1, 2, 4, 8).
        elems: u32,
        /// Message SIMD width (8 or 16).
        simd: u32,
    },
    /// DWord/QWord scattering write (A32 DWord: DC0 type 11; A64: DC1 0x1A subtype 1/2).
    ScatteredWrite {
        /// Addressed surface.
        surface: Surface,
        /// A64 form.
        a64: bool,
        /// Element size in bytes (4 or 8).
        elem_bytes: u32,
        /// Elements per lane (1, 2, 4, 8).
        elems: u32,
        /// Message SIMD width (8 or 16).
        simd: u32,
    },
    /// Untyped surface read (A32: DC1 type 1; A64: DC1 type 0x11): per lane one DWord per
    /// enabled channel from consecutive DWords at the lane's address.
    UntypedRead {
        /// Addressed surface.
        surface: Surface,
        /// A64 form.
        a64: bool,
        /// Enabled channels.
        channels: ChannelMask,
        /// Message SIMD width (8 or 16).
        simd: u32,
    },
    /// Untyped surface write (A32: DC1 type 9; A64: DC1 type 0x19).
    UntypedWrite {
        /// Addressed surface.
        surface: Surface,
        /// A64 form.
        a64: bool,
        /// Enabled channels.
        channels: ChannelMask,
        /// Message SIMD width (8 or 16).
        simd: u32,
    },
    /// Untyped integer atomic (A32 int32: DC1 type 2; A64 int32/int64: DC1 type 0x12).
    UntypedAtomic {
        /// Addressed surface.
        surface: Surface,
        /// A64 form.
        a64: bool,
        /// Operation.
        op: AtomicOp,
        /// Data width in bits (32 or 64; 64 also for [`AtomicOp::Cmpwr8b`]'s compared value).
        bits: u32,
        /// Message SIMD width (8 or 16).
        simd: u32,
        /// Whether the old value is returned (descriptor bit 13).
        returns: bool,
    },
    /// Untyped float atomic (A32: DC1 type 0x1B; A64: DC1 type 0x1D).
    UntypedFloatAtomic {
        /// Addressed surface.
        surface: Surface,
        /// A64 form.
        a64: bool,
        /// Operation.
        op: FloatAtomicOp,
        /// Message SIMD width (8 or 16).
        simd: u32,
        /// Whether the old value is returned.
        returns: bool,
    },
    /// Memory fence (DC0 type 7).
    MemoryFence {
        /// Commit enable (bit 13): the fence returns a register when done.
        commit: bool,
        /// True when fencing SLM (BTI 254), false for a global fence (BTI 0).
        slm: bool,
        /// Flush control bits 12:8 as encoded (L1 / L3 flush targets).
        flush: u8,
    },
    /// HWord scratch block read (DC0, bit 18 set, bit 17 clear).
    ScratchRead {
        /// Number of HWords (GRFs): 1, 2, 4 or 8.
        hwords: u32,
        /// Offset in HWords from the thread's scratch base (bits 11:0).
        offset_hwords: u32,
        /// Channel mode bit 16 (1 = DWord).
        dword_mode: bool,
        /// Invalidate after read (bit 15).
        invalidate: bool,
    },
    /// HWord scratch block write (DC0, bits 18 and 17 set).
    ScratchWrite {
        /// Number of HWords: 1, 2, 4 or 8.
        hwords: u32,
        /// Offset in HWords from the thread's scratch base.
        offset_hwords: u32,
        /// Channel mode bit 16.
        dword_mode: bool,
    },
    /// Media block read (DC1 type 4): a 2D block described by the header.
    MediaBlockRead {
        /// Image surface.
        surface: Surface,
        /// Vertical line stride override bits 10:8.
        vertical_stride: u8,
    },
    /// Media block write (DC1 type 10).
    MediaBlockWrite {
        /// Image surface.
        surface: Surface,
        /// Vertical line stride override bits 10:8.
        vertical_stride: u8,
    },
    /// Typed surface read (DC1 type 5): SIMD8 per slot group, u/v/r/lod coordinates.
    TypedRead {
        /// Image surface.
        surface: Surface,
        /// Enabled channels.
        channels: ChannelMask,
        /// Slot group bits 13:12 (0 = SIMD4x2, 1 = low 8 lanes, 2 = high 8 lanes).
        slot_group: u8,
    },
    /// Typed surface write (DC1 type 13).
    TypedWrite {
        /// Image surface.
        surface: Surface,
        /// Enabled channels.
        channels: ChannelMask,
        /// Slot group bits 13:12.
        slot_group: u8,
    },
    /// Typed atomic (DC1 type 6), SIMD8.
    TypedAtomic {
        /// Image surface.
        surface: Surface,
        /// Operation.
        op: AtomicOp,
        /// Upper slot group (bit 12).
        high_slots: bool,
        /// Whether the old value is returned.
        returns: bool,
    },
    /// Message gateway operation.
    Gateway {
        /// Opcode.
        op: GatewayOp,
    },
    /// Thread spawner end-of-thread message.
    EndOfThread,
    /// Sampler message.
    Sample {
        /// Sampler message type (bits 16:12; e.g. 0 sample, 7 ld, 0x18 sample_lz, 0x1A ld_lz).
        msg_type: u8,
        /// SIMD mode bits (bit 29 as bit 2, bits 18:17 as bits 1:0): 1 SIMD8, 2 SIMD16, 3 SIMD32/64.
        simd_mode: u8,
        /// Sampler state index (bits 11:8).
        sampler: u8,
        /// Image surface (bits 7:0).
        surface: Surface,
        /// 16-bit return format (bit 30).
        return_16bit: bool,
    },
}
