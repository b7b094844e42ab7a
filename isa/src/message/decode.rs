//! Descriptor bits -> [`Message`].
//!
//! Bit positions: Mesa `brw_inst.h` / `brw_eu_defines.h` (Gen9) and IGC vISA `Common_GEN.h`;
//! cross-checked against iga64's decoding of IGC output (tests/message_*.rs).

use super::kind::*;
use super::types::{dc0, dc1, dcro};
use super::{Message, MessageError, Sfid};

/// Extracts `len` bits of `v` starting at bit `lo`.
pub(crate) fn bits(v: u32, lo: u32, len: u32) -> u32 {
    (v >> lo) & ((1u32 << len) - 1)
}

/// The length of a split send's second payload (src1), in GRFs: extended descriptor bits 9:6
/// ("ExMLen"). The only definition in eusim: Gen9 encodes just these four bits in the
/// instruction (bits 67:64 of `sends`, Mesa `brw_inst_sends_ex_desc`; Mesa
/// `brw_message_ex_desc_ex_mlen` reads `GET_BITS(ex_desc, 9, 6)`), so a message carries at
/// most 15 src1 GRFs; bit 10 is not an ExMLen bit (the `sends` encoder rejects it).
pub fn ex_mlen(ex_desc: u32) -> u32 {
    bits(ex_desc, 6, 4)
}

/// Length of src0 in GRFs, header included: descriptor bits 28:25.
pub fn mlen(desc: u32) -> u32 {
    bits(desc, 25, 4)
}

/// Response length in GRFs: descriptor bits 24:20.
pub fn rlen(desc: u32) -> u32 {
    bits(desc, 20, 5)
}

/// Header present: descriptor bit 19.
pub fn header_present(desc: u32) -> bool {
    bits(desc, 19, 1) != 0
}

/// Decodes a Gen9 send message. `ex_desc` is the extended descriptor as iga64 prints it
/// (SFID in bits 3:0, EOT in bit 5, src1 length in bits 9:6 for `sends`, see [`ex_mlen`]).
pub fn decode(sfid: u8, desc: u32, ex_desc: u32, exec_size: u8) -> Result<Message, MessageError> {
    let sfid = Sfid::from_bits(sfid).ok_or(MessageError::UnknownSfid(sfid & 0xF))?;
    let kind = match sfid {
        Sfid::Dc0 => decode_dc0(desc)?,
        Sfid::Dc1 => decode_dc1(desc)?,
        Sfid::DcReadOnly => decode_dcro(desc)?,
        Sfid::Gateway => decode_gateway(desc)?,
        Sfid::ThreadSpawner => {
            if bits(desc, 0, 3) != 0 {
                return Err(unsupported(sfid, desc, bits(desc, 0, 3)));
            }
            MessageKind::EndOfThread
        }
        Sfid::Sampler => decode_sampler(desc),
        other => return Err(MessageError::UnsupportedSfid { sfid: other, desc }),
    };
    Ok(Message {
        sfid,
        mlen: mlen(desc),
        ex_mlen: ex_mlen(ex_desc),
        rlen: rlen(desc),
        header: header_present(desc),
        eot: bits(ex_desc, 5, 1) != 0,
        exec_size: u32::from(exec_size),
        kind,
    })
}

fn unsupported(sfid: Sfid, desc: u32, msg_type: u32) -> MessageError {
    MessageError::UnsupportedType {
        sfid,
        msg_type,
        desc,
    }
}

fn invalid(sfid: Sfid, desc: u32, field: &'static str, value: u32) -> MessageError {
    MessageError::InvalidField {
        sfid,
        field,
        value,
        desc,
    }
}

fn surface(desc: u32) -> Surface {
    Surface::from_bti(bits(desc, 0, 8) as u8)
}

/// SIMD mode "SM2": bit set = SIMD16.
fn simd_sm2(desc: u32, bit: u32) -> u32 {
    if bits(desc, bit, 1) != 0 {
        16
    } else {
        8
    }
}

/// SIMD mode "SM2R" (reversed): bit set = SIMD8.
fn simd_sm2r(desc: u32, bit: u32) -> u32 {
    if bits(desc, bit, 1) != 0 {
        8
    } else {
        16
    }
}

/// SIMD mode "SM3", bits 13:12: 1 = SIMD16, 2 = SIMD8 (0, SIMD4x2, is not used for compute).
fn simd_sm3(sfid: Sfid, desc: u32) -> Result<u32, MessageError> {
    match bits(desc, 12, 2) {
        1 => Ok(16),
        2 => Ok(8),
        v => Err(invalid(sfid, desc, "SIMD mode (bits 13:12)", v)),
    }
}

fn oword_size(sfid: Sfid, desc: u32) -> Result<OwordBlockSize, MessageError> {
    let v = bits(desc, 8, 3);
    OwordBlockSize::from_bits(v)
        .ok_or_else(|| invalid(sfid, desc, "OWord block size (bits 10:8)", v))
}

fn byte_size(sfid: Sfid, desc: u32) -> Result<u32, MessageError> {
    match bits(desc, 10, 2) {
        0 => Ok(1),
        1 => Ok(2),
        2 => Ok(4),
        v => Err(invalid(
            sfid,
            desc,
            "byte scattered data size (bits 11:10)",
            v,
        )),
    }
}

/// A32 DWord scattered: bit 9 must be set (legacy block-size encoding), bit 8 selects SIMD16,
/// bits 11:10 must be 0.
fn dword_scattered_simd(sfid: Sfid, desc: u32) -> Result<u32, MessageError> {
    if bits(desc, 9, 1) != 1 {
        return Err(invalid(sfid, desc, "DWord scattered block size (bit 9)", 0));
    }
    if bits(desc, 10, 2) != 0 {
        return Err(invalid(
            sfid,
            desc,
            "DWord scattered data elements (bits 11:10)",
            bits(desc, 10, 2),
        ));
    }
    Ok(simd_sm2(desc, 8))
}

fn decode_dc0(desc: u32) -> Result<MessageKind, MessageError> {
    let sfid = Sfid::Dc0;
    let s = surface(desc);
    let msg_type = bits(desc, 14, 5);
    Ok(match msg_type {
        dc0::OWORD_BLOCK_READ | dc0::UNALIGNED_OWORD_BLOCK_READ => MessageKind::OwordBlockRead {
            surface: s,
            a64: false,
            size: oword_size(sfid, desc)?,
            unaligned: msg_type == dc0::UNALIGNED_OWORD_BLOCK_READ,
        },
        dc0::OWORD_BLOCK_WRITE => MessageKind::OwordBlockWrite {
            surface: s,
            a64: false,
            size: oword_size(sfid, desc)?,
        },
        dc0::OWORD_DUAL_BLOCK_READ | dc0::OWORD_DUAL_BLOCK_WRITE => {
            let owords = match bits(desc, 8, 2) {
                0 => 1,
                2 => 4,
                v => return Err(invalid(sfid, desc, "dual block size (bits 9:8)", v)),
            };
            if msg_type == dc0::OWORD_DUAL_BLOCK_READ {
                MessageKind::OwordDualBlockRead { surface: s, owords }
            } else {
                MessageKind::OwordDualBlockWrite { surface: s, owords }
            }
        }
        dc0::BYTE_SCATTERED_READ => MessageKind::ByteScatteredRead {
            surface: s,
            a64: false,
            bytes: byte_size(sfid, desc)?,
            simd: simd_sm2(desc, 8),
        },
        dc0::BYTE_SCATTERED_WRITE => MessageKind::ByteScatteredWrite {
            surface: s,
            a64: false,
            bytes: byte_size(sfid, desc)?,
            simd: simd_sm2(desc, 8),
        },
        dc0::DWORD_SCATTERED_READ => MessageKind::ScatteredRead {
            surface: s,
            a64: false,
            elem_bytes: 4,
            elems: 1,
            simd: dword_scattered_simd(sfid, desc)?,
        },
        dc0::DWORD_SCATTERED_WRITE => MessageKind::ScatteredWrite {
            surface: s,
            a64: false,
            elem_bytes: 4,
            elems: 1,
            simd: dword_scattered_simd(sfid, desc)?,
        },
        dc0::MEMORY_FENCE => dc0_fence(desc)?,
        _ if bits(desc, 18, 1) == 1 => dc0_scratch(desc),
        other => return Err(unsupported(sfid, desc, other)),
    })
}

/// Dc0 memory fence: BTI 0 fences global memory, 254 shared local memory.
fn dc0_fence(desc: u32) -> Result<MessageKind, MessageError> {
    let slm = match bits(desc, 0, 8) {
        0 => false,
        254 => true,
        v => return Err(invalid(Sfid::Dc0, desc, "fence BTI (must be 0 or 254)", v)),
    };
    Ok(MessageKind::MemoryFence {
        commit: bits(desc, 13, 1) != 0,
        slm,
        flush: bits(desc, 8, 5) as u8,
    })
}

/// Dc0 scratch block read/write.
fn dc0_scratch(desc: u32) -> MessageKind {
    // Scratch block: bit 18 category, 17 write, 16 channel mode, 15 invalidate after
    // read, 13:12 block size (1 << n HWords), 11:0 HWord offset (IGC SpillManagerGMRF).
    let hwords = 1u32 << bits(desc, 12, 2);
    let offset_hwords = bits(desc, 0, 12);
    let dword_mode = bits(desc, 16, 1) != 0;
    if bits(desc, 17, 1) == 0 {
        MessageKind::ScratchRead {
            hwords,
            offset_hwords,
            dword_mode,
            invalidate: bits(desc, 15, 1) != 0,
        }
    } else {
        MessageKind::ScratchWrite {
            hwords,
            offset_hwords,
            dword_mode,
        }
    }
}

fn decode_dcro(desc: u32) -> Result<MessageKind, MessageError> {
    let sfid = Sfid::DcReadOnly;
    let s = surface(desc);
    Ok(match bits(desc, 14, 5) {
        t @ (dcro::OWORD_BLOCK_READ | dcro::UNALIGNED_OWORD_BLOCK_READ) => {
            MessageKind::OwordBlockRead {
                surface: s,
                a64: false,
                size: oword_size(sfid, desc)?,
                unaligned: t == dcro::UNALIGNED_OWORD_BLOCK_READ,
            }
        }
        dcro::DWORD_SCATTERED_READ => MessageKind::ScatteredRead {
            surface: s,
            a64: false,
            elem_bytes: 4,
            elems: 1,
            simd: dword_scattered_simd(sfid, desc)?,
        },
        other => return Err(unsupported(sfid, desc, other)),
    })
}

fn a64_surface(sfid: Sfid, desc: u32) -> Result<Surface, MessageError> {
    let s = surface(desc);
    if s.is_stateless() {
        Ok(s)
    } else {
        Err(invalid(
            sfid,
            desc,
            "A64 BTI (must be 253 or 255)",
            u32::from(s.bti()),
        ))
    }
}

/// The channel mask of a Dc1 untyped or typed surface message (bits 11:8 are disable bits);
/// at least one channel must be enabled.
fn dc1_channels(desc: u32) -> Result<ChannelMask, MessageError> {
    let channels = ChannelMask::from_disable_bits(bits(desc, 8, 4));
    if channels.count() == 0 {
        Err(invalid(
            Sfid::Dc1,
            desc,
            "channel disable mask (bits 11:8)",
            0xF,
        ))
    } else {
        Ok(channels)
    }
}

fn decode_dc1(desc: u32) -> Result<MessageKind, MessageError> {
    let sfid = Sfid::Dc1;
    let s = surface(desc);
    let msg_type = bits(desc, 14, 5);
    Ok(match msg_type {
        dc1::UNTYPED_READ | dc1::UNTYPED_WRITE | dc1::A64_UNTYPED_READ | dc1::A64_UNTYPED_WRITE => {
            dc1_untyped(desc, msg_type)?
        }
        dc1::A64_SCATTERED_READ | dc1::A64_SCATTERED_WRITE => {
            dc1_a64_scattered(desc, msg_type == dc1::A64_SCATTERED_READ)?
        }
        dc1::A64_BLOCK_READ | dc1::A64_BLOCK_WRITE => {
            dc1_a64_block(desc, msg_type == dc1::A64_BLOCK_READ)?
        }
        dc1::UNTYPED_ATOMIC
        | dc1::A64_UNTYPED_ATOMIC
        | dc1::UNTYPED_FLOAT_ATOMIC
        | dc1::A64_UNTYPED_FLOAT_ATOMIC => dc1_atomic(desc, msg_type)?,
        dc1::MEDIA_BLOCK_READ => MessageKind::MediaBlockRead {
            surface: s,
            vertical_stride: bits(desc, 8, 3) as u8,
        },
        dc1::MEDIA_BLOCK_WRITE => MessageKind::MediaBlockWrite {
            surface: s,
            vertical_stride: bits(desc, 8, 3) as u8,
        },
        dc1::TYPED_READ | dc1::TYPED_WRITE => dc1_typed(desc, msg_type == dc1::TYPED_READ)?,
        dc1::TYPED_ATOMIC => MessageKind::TypedAtomic {
            surface: s,
            op: AtomicOp::from_bits(bits(desc, 8, 4)),
            high_slots: bits(desc, 12, 1) != 0,
            returns: bits(desc, 13, 1) != 0,
        },
        other => return Err(unsupported(sfid, desc, other)),
    })
}

/// Dc1 untyped surface read/write, BTI-addressed or A64.
fn dc1_untyped(desc: u32, msg_type: u32) -> Result<MessageKind, MessageError> {
    let sfid = Sfid::Dc1;
    let s = surface(desc);
    Ok(match msg_type {
        dc1::UNTYPED_READ => MessageKind::UntypedRead {
            surface: s,
            a64: false,
            channels: dc1_channels(desc)?,
            simd: simd_sm3(sfid, desc)?,
        },
        dc1::UNTYPED_WRITE => MessageKind::UntypedWrite {
            surface: s,
            a64: false,
            channels: dc1_channels(desc)?,
            simd: simd_sm3(sfid, desc)?,
        },
        dc1::A64_UNTYPED_READ => MessageKind::UntypedRead {
            surface: a64_surface(sfid, desc)?,
            a64: true,
            channels: dc1_channels(desc)?,
            simd: simd_sm3(sfid, desc)?,
        },
        _ => MessageKind::UntypedWrite {
            surface: a64_surface(sfid, desc)?,
            a64: true,
            channels: dc1_channels(desc)?,
            simd: simd_sm3(sfid, desc)?,
        },
    })
}

/// Dc1 A64 scattered read/write: byte (subtype 0) or DWord/QWord (subtypes 1, 2).
fn dc1_a64_scattered(desc: u32, read: bool) -> Result<MessageKind, MessageError> {
    let sfid = Sfid::Dc1;
    let surface = a64_surface(sfid, desc)?;
    let simd = simd_sm2(desc, 12);
    Ok(match bits(desc, 8, 2) {
        0 => {
            let bytes = byte_size(sfid, desc)?;
            if read {
                MessageKind::ByteScatteredRead {
                    surface,
                    a64: true,
                    bytes,
                    simd,
                }
            } else {
                MessageKind::ByteScatteredWrite {
                    surface,
                    a64: true,
                    bytes,
                    simd,
                }
            }
        }
        sub @ (1 | 2) => {
            let elem_bytes = if sub == 1 { 4 } else { 8 };
            let elems = 1u32 << bits(desc, 10, 2);
            if read {
                MessageKind::ScatteredRead {
                    surface,
                    a64: true,
                    elem_bytes,
                    elems,
                    simd,
                }
            } else {
                MessageKind::ScatteredWrite {
                    surface,
                    a64: true,
                    elem_bytes,
                    elems,
                    simd,
                }
            }
        }
        v => return Err(invalid(sfid, desc, "A64 scattered subtype (bits 9:8)", v)),
    })
}

/// Dc1 A64 block read/write: OWord (subtypes 0, 1) or HWord (subtype 3).
fn dc1_a64_block(desc: u32, read: bool) -> Result<MessageKind, MessageError> {
    let sfid = Sfid::Dc1;
    let surface = a64_surface(sfid, desc)?;
    Ok(match (bits(desc, 11, 2), read) {
        (0, true) | (1, true) => MessageKind::OwordBlockRead {
            surface,
            a64: true,
            size: oword_size(sfid, desc)?,
            unaligned: bits(desc, 11, 2) == 1,
        },
        (0, false) => MessageKind::OwordBlockWrite {
            surface,
            a64: true,
            size: oword_size(sfid, desc)?,
        },
        (3, _) => {
            let v = bits(desc, 8, 3);
            if v > 3 {
                return Err(invalid(sfid, desc, "HWord block size (bits 10:8)", v));
            }
            let hwords = 1u32 << v;
            if read {
                MessageKind::HwordBlockRead { surface, hwords }
            } else {
                MessageKind::HwordBlockWrite { surface, hwords }
            }
        }
        (v, _) => return Err(invalid(sfid, desc, "A64 block subtype (bits 12:11)", v)),
    })
}

/// Dc1 untyped integer and float atomics, BTI-addressed or A64.
fn dc1_atomic(desc: u32, msg_type: u32) -> Result<MessageKind, MessageError> {
    let sfid = Sfid::Dc1;
    let returns = bits(desc, 13, 1) != 0;
    Ok(match msg_type {
        dc1::UNTYPED_ATOMIC => MessageKind::UntypedAtomic {
            surface: surface(desc),
            a64: false,
            op: AtomicOp::from_bits(bits(desc, 8, 4)),
            bits: if bits(desc, 8, 4) == 0 { 64 } else { 32 },
            simd: simd_sm2r(desc, 12),
            returns,
        },
        dc1::A64_UNTYPED_ATOMIC => {
            // A64 atomics: bit 12 selects 64-bit data; always SIMD8 on Gen9.
            let op = AtomicOp::from_bits(bits(desc, 8, 4));
            let wide = bits(desc, 12, 1) != 0;
            MessageKind::UntypedAtomic {
                surface: a64_surface(sfid, desc)?,
                a64: true,
                op,
                bits: if wide || op == AtomicOp::Cmpwr8b {
                    64
                } else {
                    32
                },
                simd: 8,
                returns,
            }
        }
        _ => {
            let op = match bits(desc, 8, 3) {
                1 => FloatAtomicOp::Fmax,
                2 => FloatAtomicOp::Fmin,
                3 => FloatAtomicOp::Fcmpwr,
                v => return Err(invalid(sfid, desc, "float atomic op (bits 10:8)", v)),
            };
            let a64 = msg_type == dc1::A64_UNTYPED_FLOAT_ATOMIC;
            MessageKind::UntypedFloatAtomic {
                surface: if a64 {
                    a64_surface(sfid, desc)?
                } else {
                    surface(desc)
                },
                a64,
                op,
                simd: if a64 {
                    simd_sm2(desc, 12)
                } else {
                    simd_sm2r(desc, 12)
                },
                returns,
            }
        }
    })
}

/// Dc1 typed surface read/write (slot group in bits 13:12).
fn dc1_typed(desc: u32, read: bool) -> Result<MessageKind, MessageError> {
    let sfid = Sfid::Dc1;
    let s = surface(desc);
    let slot_group = bits(desc, 12, 2);
    if slot_group > 2 {
        return Err(invalid(sfid, desc, "slot group (bits 13:12)", slot_group));
    }
    let channels = dc1_channels(desc)?;
    Ok(if read {
        MessageKind::TypedRead {
            surface: s,
            channels,
            slot_group: slot_group as u8,
        }
    } else {
        MessageKind::TypedWrite {
            surface: s,
            channels,
            slot_group: slot_group as u8,
        }
    })
}

fn decode_gateway(desc: u32) -> Result<MessageKind, MessageError> {
    let op = match bits(desc, 0, 3) {
        0 => GatewayOp::OpenGateway,
        1 => GatewayOp::CloseGateway,
        2 => GatewayOp::ForwardMessage,
        3 => GatewayOp::GetTimestamp,
        4 => GatewayOp::Barrier,
        5 => GatewayOp::UpdateGatewayState,
        6 => GatewayOp::MmioReadWrite,
        v => return Err(unsupported(Sfid::Gateway, desc, v)),
    };
    Ok(MessageKind::Gateway { op })
}

fn decode_sampler(desc: u32) -> MessageKind {
    MessageKind::Sample {
        msg_type: bits(desc, 12, 5) as u8,
        simd_mode: (bits(desc, 17, 2) | (bits(desc, 29, 1) << 2)) as u8,
        sampler: bits(desc, 8, 4) as u8,
        surface: surface(desc),
        return_16bit: bits(desc, 30, 1) != 0,
    }
}
