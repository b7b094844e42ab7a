//! Operand access: register regions (Align1 `<vstride;width,hstride>`, Align16 swizzles and
//! replicate), direct and indirect (`a0`-based Vx1 / VxH) addressing, immediates (including
//! the packed `v`, `uv` and `vf` forms) and the architecture registers.

use isa::{
    Addressing, ArfReg, DataType, Destination, Register, Source, SourceKind, Swizzle, VStride,
};

use crate::error::ExecError;
use crate::float;
use crate::state::{AccLane, ArfSlot, ThreadState, ACC_LANES, GRF_BYTES, REG_BYTES};
use crate::value::{decode, size_mask, Val};

/// Where the instruction currently executing lives (for error messages).
#[derive(Clone, Copy, Debug)]
pub(crate) struct At {
    pub ip: u32,
    pub chan_offset: u32,
}

impl At {
    pub fn unimpl(&self, st: &ThreadState, what: impl Into<String>) -> ExecError {
        ExecError::Unimplemented {
            thread: st.id,
            ip: self.ip,
            what: what.into(),
        }
    }

    pub fn oob(&self, st: &ThreadState, i: u32, what: impl Into<String>) -> ExecError {
        ExecError::OutOfBounds {
            thread: st.id,
            ip: self.ip,
            lane: self.chan_offset + i,
            what: what.into(),
        }
    }

    pub fn invalid(&self, st: &ThreadState, what: impl Into<String>) -> ExecError {
        ExecError::Invalid {
            thread: st.id,
            ip: self.ip,
            what: what.into(),
        }
    }
}

fn swz(s: Swizzle) -> u32 {
    match s {
        Swizzle::X => 0,
        Swizzle::Y => 1,
        Swizzle::Z => 2,
        Swizzle::W => 3,
    }
}

/// Read `size` bytes at GRF byte address `addr` (little endian).
fn grf_load(st: &ThreadState, addr: usize, size: u32) -> u64 {
    let g = st.grf();
    let mut v = 0u64;
    for k in (0..size as usize).rev() {
        v = (v << 8) | g[addr + k] as u64;
    }
    v
}

fn grf_store(st: &mut ThreadState, addr: usize, size: u32, bits: u64) {
    let g = st.grf_mut();
    for k in 0..size as usize {
        g[addr + k] = (bits >> (8 * k)) as u8;
    }
}

/// Slot of a byte-addressed ARF, if the register is modelled that way.
fn arf_slot(r: ArfReg) -> Option<ArfSlot> {
    Some(match r {
        ArfReg::Address => ArfSlot::A0,
        ArfReg::Flag(0) => ArfSlot::F0,
        ArfReg::Flag(1) => ArfSlot::F1,
        ArfReg::State(0) => ArfSlot::Sr0,
        ArfReg::Control(0) => ArfSlot::Cr0,
        ArfReg::Notification(0) => ArfSlot::N0,
        ArfReg::ThreadDependency => ArfSlot::Tdr,
        ArfReg::Timestamp(0) => ArfSlot::Tm0,
        ArfReg::StackPointer => ArfSlot::Sp,
        _ => return None,
    })
}

/// Index (in elements, from the region's origin) of the element that channel `i` reads:
/// Align16 swizzles per 4-channel group, `VxH` columns (the row selects the address register),
/// or the Align1 `<vstride;width,hstride>` rule. The plans resolve regions with it
/// once, when the kernel is built.
pub(crate) fn region_elem(
    region: isa::Region,
    swizzle: [Swizzle; 4],
    align16: bool,
    i: u32,
) -> i64 {
    let (vs, w, hs) = match region.vstride {
        VStride::Elements(v) => (v as u32, region.width.max(1) as u32, region.hstride as u32),
        VStride::VxH => (0, region.width.max(1) as u32, region.hstride as u32),
    };
    let (row, col) = (i / w, i % w);
    if align16 && !(vs == 0 && w == 1) {
        ((i / 4) * vs + swz(swizzle[(i % 4) as usize])) as i64
    } else if matches!(region.vstride, VStride::VxH) {
        (col * hs) as i64
    } else {
        (row * vs + col * hs) as i64
    }
}

/// Byte offset of element `i` of a source region relative to its base, plus the base itself.
/// Returns the GRF byte address.
fn region_addr(
    st: &ThreadState,
    at: At,
    src: &Source,
    align16: bool,
    i: u32,
) -> Result<usize, ExecError> {
    let SourceKind::Reg {
        addressing,
        region,
        swizzle,
    } = src.kind
    else {
        return Err(at.invalid(st, "region_addr on an immediate"));
    };
    let size = src.ty.size_bytes();
    let row = i / region.width.max(1) as u32;
    let (base, off) = match addressing {
        Addressing::Direct { reg, subreg } => {
            let Register::Grf(r) = reg else {
                return Err(at.invalid(st, "region_addr on an ARF"));
            };
            (r as i64 * REG_BYTES as i64 + subreg as i64, 0i64)
        }
        Addressing::Indirect {
            addr_subreg,
            offset,
        } => {
            let sub = if matches!(region.vstride, VStride::VxH) {
                addr_subreg as u32 + row
            } else {
                addr_subreg as u32
            };
            if sub >= 16 {
                return Err(at.oob(
                    st,
                    i,
                    format!("indirect address register a0.{sub} does not exist"),
                ));
            }
            (st.a0(sub as usize) as i64 + offset as i64, 0)
        }
        // Math-macro operands address a whole GRF linearly.
        Addressing::Macro { reg, .. } => (reg as i64 * REG_BYTES as i64, 0),
    };
    let elem = region_elem(region, swizzle, align16, i);
    let addr = base + off + elem * size as i64;
    if addr < 0 || addr as usize + size as usize > GRF_BYTES {
        return Err(at.oob(
            st,
            i,
            format!("source element at GRF byte {addr} is outside r0..r127"),
        ));
    }
    Ok(addr as usize)
}

/// Read element `i` (instruction-relative channel) of source `src` as a typed value, without
/// source modifiers.
pub(crate) fn read_src(
    st: &ThreadState,
    at: At,
    src: &Source,
    align16: bool,
    i: u32,
) -> Result<Val, ExecError> {
    match src.kind {
        SourceKind::Imm(imm) => Ok(match src.ty {
            DataType::V => {
                let n = ((imm.0 >> ((i % 8) * 4)) & 0xf) as i8;
                Val::I(((n << 4) >> 4) as i128)
            }
            DataType::Uv => Val::I(((imm.0 >> ((i % 8) * 4)) & 0xf) as i128),
            DataType::Vf => Val::F(float::vf_to_f32((imm.0 >> ((i % 4) * 8)) as u8) as f64),
            ty => decode(imm.0 & size_mask(ty.size_bytes()), ty),
        }),
        SourceKind::Reg {
            addressing, region, ..
        } => {
            if let Addressing::Direct {
                reg: Register::Arf(arf),
                subreg,
            } = addressing
            {
                return read_arf(st, at, src, arf, subreg, region, i);
            }
            let addr = region_addr(st, at, src, align16, i)?;
            Ok(decode(grf_load(st, addr, src.ty.size_bytes()), src.ty))
        }
    }
}

/// Element index inside a linear ARF region.
fn arf_elem(region: isa::Region, i: u32) -> u32 {
    let (vs, w, hs) = match region.vstride {
        VStride::Elements(v) => (v as u32, region.width.max(1) as u32, region.hstride as u32),
        VStride::VxH => (0, 1, 0),
    };
    (i / w) * vs + (i % w) * hs
}

fn read_arf(
    st: &ThreadState,
    at: At,
    src: &Source,
    arf: ArfReg,
    subreg: u8,
    region: isa::Region,
    i: u32,
) -> Result<Val, ExecError> {
    let size = src.ty.size_bytes();
    let byte = subreg as u32 + arf_elem(region, i) * size;
    match arf {
        ArfReg::Null => Ok(decode(0, src.ty)),
        ArfReg::Acc(n) => {
            let lane = (n as u32 * REG_BYTES as u32 + byte) / size;
            if lane as usize >= ACC_LANES {
                return Err(at.oob(st, i, format!("accumulator element {lane} does not exist")));
            }
            Ok(match (st.acc[lane as usize], src.ty.is_float()) {
                (AccLane::Float(f), true) => Val::F(f),
                (AccLane::Int(v), false) => decode((v as u64) & size_mask(size), src.ty),
                (AccLane::Int(v), true) => decode(v as u64 & size_mask(size), src.ty),
                (AccLane::Float(f), false) => {
                    let bits = if size == 8 {
                        f.to_bits()
                    } else {
                        u64::from(crate::float::f32_bits(f))
                    };
                    decode(bits & size_mask(size), src.ty)
                }
            })
        }
        ArfReg::ChannelEnable => {
            let v = (st.active_mask() as u64) >> (8 * byte.min(4));
            Ok(decode(v & size_mask(size), src.ty))
        }
        ArfReg::Ip => Ok(decode(st.ip as u64 & size_mask(size), src.ty)),
        ArfReg::Timestamp(0) if byte < 8 => {
            // A deterministic timestamp: the number of instructions the thread executed.
            let v = st.instructions >> (8 * byte);
            Ok(decode(v & size_mask(size), src.ty))
        }
        other => {
            let Some(slot) = arf_slot(other) else {
                return Err(at.unimpl(st, format!("read of architecture register {other:?}")));
            };
            if (byte + size) as usize > REG_BYTES {
                return Err(at.oob(st, i, format!("read past the end of {other:?}")));
            }
            let b = &st.arf[slot as usize];
            let mut v = 0u64;
            for k in (0..size as usize).rev() {
                v = (v << 8) | b[byte as usize + k] as u64;
            }
            Ok(decode(v, src.ty))
        }
    }
}

/// Destination element location.
pub(crate) enum DstLoc {
    /// GRF byte address.
    Grf(usize),
    /// Byte offset inside an ARF slot.
    Arf(ArfSlot, usize),
    /// Accumulator lane.
    Acc(usize),
    /// Written nowhere.
    Null,
}

/// Location of element `i` of the destination (or `None` when an Align16 write mask disables
/// the component).
pub(crate) fn dst_loc(
    st: &ThreadState,
    at: At,
    dst: &Destination,
    align16: bool,
    i: u32,
) -> Result<Option<DstLoc>, ExecError> {
    let size = dst.ty.size_bytes();
    if align16 && dst.writemask & (1 << (i % 4)) == 0 {
        return Ok(None);
    }
    let stride = if align16 {
        1
    } else {
        dst.hstride.max(1) as u32
    };
    let elem = i * stride;
    match dst.addressing {
        Addressing::Direct {
            reg: Register::Grf(r),
            subreg,
        } => {
            let addr = r as usize * REG_BYTES + subreg as usize + (elem * size) as usize;
            if addr + size as usize > GRF_BYTES {
                return Err(at.oob(
                    st,
                    i,
                    format!("destination element at GRF byte {addr} is outside r0..r127"),
                ));
            }
            Ok(Some(DstLoc::Grf(addr)))
        }
        Addressing::Indirect {
            addr_subreg,
            offset,
        } => {
            let addr = st.a0(addr_subreg as usize) as i64 + offset as i64 + (elem * size) as i64;
            if addr < 0 || addr as usize + size as usize > GRF_BYTES {
                return Err(at.oob(
                    st,
                    i,
                    format!("indirect destination at GRF byte {addr} is outside r0..r127"),
                ));
            }
            Ok(Some(DstLoc::Grf(addr as usize)))
        }
        Addressing::Macro { reg, .. } => {
            let addr = reg as usize * REG_BYTES + (elem * size) as usize;
            if addr + size as usize > GRF_BYTES {
                return Err(at.oob(
                    st,
                    i,
                    format!("destination element at GRF byte {addr} is outside r0..r127"),
                ));
            }
            Ok(Some(DstLoc::Grf(addr)))
        }
        Addressing::Direct {
            reg: Register::Arf(arf),
            subreg,
        } => {
            let byte = subreg as u32 + elem * size;
            arf_dst(st, at, arf, byte, size, i)
        }
    }
}

/// Location of destination element `i` at byte `byte` of architecture register `arf`.
fn arf_dst(
    st: &ThreadState,
    at: At,
    arf: ArfReg,
    byte: u32,
    size: u32,
    i: u32,
) -> Result<Option<DstLoc>, ExecError> {
    match arf {
        ArfReg::Null => Ok(Some(DstLoc::Null)),
        ArfReg::Acc(n) => {
            let lane = (n as u32 * REG_BYTES as u32 + byte) / size;
            if lane as usize >= ACC_LANES {
                return Err(at.oob(st, i, format!("accumulator element {lane} does not exist")));
            }
            Ok(Some(DstLoc::Acc(lane as usize)))
        }
        other => {
            let Some(slot) = arf_slot(other) else {
                return Err(at.unimpl(st, format!("write to architecture register {other:?}")));
            };
            if (byte + size) as usize > REG_BYTES {
                return Err(at.oob(st, i, format!("write past the end of {other:?}")));
            }
            Ok(Some(DstLoc::Arf(slot, byte as usize)))
        }
    }
}

/// Store an element. `bits` is the value converted to the destination type; `full` is the
/// unconverted execution value, kept by the accumulator.
pub(crate) fn store(st: &mut ThreadState, loc: &DstLoc, size: u32, bits: u64, full: Val) {
    match *loc {
        DstLoc::Grf(addr) => grf_store(st, addr, size, bits),
        DstLoc::Arf(slot, byte) => {
            let b = &mut st.arf[slot as usize];
            for k in 0..size as usize {
                b[byte + k] = (bits >> (8 * k)) as u8;
            }
        }
        DstLoc::Acc(lane) => {
            st.acc[lane] = match full {
                Val::I(v) => AccLane::Int(v),
                Val::F(f) => AccLane::Float(f),
            }
        }
        DstLoc::Null => {}
    }
}

/// Whether the destination is the null register.
pub(crate) fn dst_is_null(dst: &Destination) -> bool {
    matches!(
        dst.addressing,
        Addressing::Direct {
            reg: Register::Arf(ArfReg::Null),
            ..
        }
    )
}

/// The bytes of `n` whole GRF registers starting at `reg` (send payloads and responses), or
/// an error when they leave r0..r127.
pub(crate) fn regs(st: &ThreadState, at: At, reg: u32, n: u32) -> Result<&[u8], ExecError> {
    let start = reg as usize * REG_BYTES;
    let len = n as usize * REG_BYTES;
    match st.grf().get(start..start + len) {
        Some(b) => Ok(b),
        None => Err(at.oob(
            st,
            0,
            format!(
                "message payload r{reg}..r{} is outside r0..r127",
                reg + n - 1
            ),
        )),
    }
}
