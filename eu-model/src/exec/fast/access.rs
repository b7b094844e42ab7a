//! Operand access of the general planned form, resolved once when the kernel is built: direct
//! (and math-macro) GRF regions to one byte address per channel, immediates decoded (packed
//! `v`/`uv`/`vf` vectors to one value per channel), register-indirect regions to per-channel
//! element offsets added to `a0` at run time, destinations to one location per channel.
//!
//! Architecture-register sources and indirect destinations read or write through the operand
//! module ([`crate::operand`]) channel by channel, and so does any channel whose access
//! fails (an address outside the GRF, a missing address register), so errors are exactly the
//! operand module's.

use isa::{
    AccessMode, Addressing, DataType, Destination, Instruction, Register, Source, SourceKind,
    VStride,
};

use crate::error::ExecError;
use crate::exec::writeback::{arith_src, imm_vec_index, logic_src};
use crate::operand::{self, At, DstLoc};
use crate::state::{ArfSlot, ThreadState, GRF_BYTES, REG_BYTES};
use crate::value::{decode, FloatMode, Val};

/// How a source's channels are read.
#[derive(Clone, Debug)]
enum Access {
    /// No such operand: reading it is an error.
    Missing,
    /// One immediate value for every channel.
    Imm(Val),
    /// A packed-vector immediate: one value per channel.
    ImmLanes(Box<[Val; 32]>),
    /// A direct GRF region: one byte address per channel; channels in `bad` leave the GRF.
    Grf { addr: [u16; 32], bad: u32 },
    /// A register-indirect region: channel `i` reads `a0.(sub + i / width if vxh) + offset +
    /// elem[i]`.
    Indirect {
        sub: u8,
        offset: i16,
        vxh: bool,
        width: u8,
        elem: [u16; 32],
    },
    /// Read through the operand module (architecture registers, unusual forms).
    Reference,
}

/// A source operand with its access resolved.
#[derive(Clone, Debug)]
pub(super) struct PlannedSrc {
    access: Access,
    src: Option<Source>,
    k: u8,
    size: u8,
}

/// The `size`-byte little-endian element at byte address `a` of the GRF, zero-extended (0
/// past the register file).
#[inline(always)]
pub(super) fn load(g: &[u8; GRF_BYTES], a: usize, size: u8) -> u64 {
    // Constant-size reads (a variable length would call memcpy per element).
    match size {
        8 => g
            .get(a..a + 8)
            .map(|b| u64::from_le_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]])),
        4 => g
            .get(a..a + 4)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]) as u64),
        2 => g
            .get(a..a + 2)
            .map(|b| u16::from_le_bytes([b[0], b[1]]) as u64),
        _ => g.get(a).map(|&b| b as u64),
    }
    .unwrap_or(0)
}

/// An immediate source's values, read once at planning: one value, or one per lane for the
/// packed vector types (`v`, `uv`, `vf`).
fn imm_access(
    inst: &Instruction,
    s: &Source,
    scratch: &ThreadState,
    at: At,
    align16: bool,
) -> Access {
    let read = |i: u32| {
        operand::read_src(scratch, at, s, align16, imm_vec_index(inst, s, i)).unwrap_or(Val::I(0))
    };
    if matches!(s.ty, DataType::V | DataType::Uv | DataType::Vf) {
        let mut v = Box::new([Val::I(0); 32]);
        for (i, x) in v.iter_mut().enumerate() {
            *x = read(i as u32);
        }
        Access::ImmLanes(v)
    } else {
        Access::Imm(read(0))
    }
}

impl PlannedSrc {
    /// Resolve source `k` of `inst` (`scratch`: any thread state, used only to decode
    /// immediates through the operand module).
    pub(super) fn build(inst: &Instruction, k: usize, scratch: &ThreadState, at: At) -> Self {
        let align16 = inst.access_mode == AccessMode::Align16;
        let Some(s) = inst.srcs[k] else {
            return PlannedSrc {
                access: Access::Missing,
                src: None,
                k: k as u8,
                size: 0,
            };
        };
        let size = s.ty.size_bytes();
        let n = inst.exec_size as usize;
        let access = match s.kind {
            SourceKind::Imm(_) => imm_access(inst, &s, scratch, at, align16),
            SourceKind::Reg {
                addressing,
                region,
                swizzle,
            } => {
                let w = region.width.max(1) as u32;
                let elem = |i: usize| {
                    operand::region_elem(region, swizzle, align16, i as u32) * size as i64
                };
                match addressing {
                    Addressing::Direct {
                        reg: Register::Arf(_),
                        ..
                    } => Access::Reference,
                    Addressing::Direct {
                        reg: Register::Grf(r),
                        subreg,
                    } => grf(r as i64 * REG_BYTES as i64 + subreg as i64, n, size, elem),
                    Addressing::Macro { reg, .. } => {
                        grf(reg as i64 * REG_BYTES as i64, n, size, elem)
                    }
                    Addressing::Indirect {
                        addr_subreg,
                        offset,
                    } => {
                        let mut e = [0u16; 32];
                        let mut fits = true;
                        for (i, x) in e.iter_mut().enumerate().take(n) {
                            let v = elem(i);
                            fits &= (0..GRF_BYTES as i64).contains(&v);
                            *x = v as u16;
                        }
                        if fits {
                            Access::Indirect {
                                sub: addr_subreg,
                                offset,
                                vxh: matches!(region.vstride, VStride::VxH),
                                width: w as u8,
                                elem: e,
                            }
                        } else {
                            Access::Reference
                        }
                    }
                }
            }
        };
        PlannedSrc {
            access,
            src: Some(s),
            k: k as u8,
            size: size as u8,
        }
    }

    /// Channel `i`'s value as stored (no source modifier).
    #[inline(always)]
    fn raw(&self, st: &ThreadState, at: At, align16: bool, i: u32) -> Result<Val, ExecError> {
        let Some(s) = self.src.as_ref() else {
            return Err(at.invalid(st, format!("missing src{}", self.k)));
        };
        match &self.access {
            Access::Imm(v) => return Ok(*v),
            Access::ImmLanes(v) => return Ok(v[i as usize & 31]),
            Access::Grf { addr, bad } if bad & (1 << i) == 0 => {
                return Ok(decode(
                    load(st.grf(), addr[i as usize & 31] as usize, self.size),
                    s.ty,
                ))
            }
            Access::Indirect {
                sub,
                offset,
                vxh,
                width,
                elem,
            } => {
                let sub = *sub as u32 + if *vxh { i / *width as u32 } else { 0 };
                if sub < 16 {
                    let a =
                        st.a0(sub as usize) as i64 + *offset as i64 + elem[i as usize & 31] as i64;
                    if a >= 0 && a as usize + self.size as usize <= GRF_BYTES {
                        return Ok(decode(load(st.grf(), a as usize, self.size), s.ty));
                    }
                }
            }
            Access::Missing | Access::Grf { .. } | Access::Reference => {}
        }
        operand::read_src(st, at, s, align16, i)
    }

    /// Channel `i` with the arithmetic modifiers and cr0's denormal flushing applied.
    #[inline(always)]
    pub(super) fn arith(
        &self,
        st: &ThreadState,
        at: At,
        align16: bool,
        fmode: FloatMode,
        i: u32,
    ) -> Result<Val, ExecError> {
        let v = self.raw(st, at, align16, i)?;
        match self.src.as_ref() {
            Some(s) => Ok(arith_src(v, s, fmode)),
            None => Ok(v),
        }
    }

    /// Channel `i` with the logic modifier (`~`) applied.
    #[inline(always)]
    pub(super) fn logic(
        &self,
        st: &ThreadState,
        at: At,
        align16: bool,
        i: u32,
    ) -> Result<Val, ExecError> {
        let v = self.raw(st, at, align16, i)?;
        match self.src.as_ref() {
            Some(s) => Ok(logic_src(v, s)),
            None => Ok(v),
        }
    }
}

impl PlannedSrc {
    /// Whether no channel's read can fail (an immediate, or a direct GRF region inside the
    /// GRF): such sources are gathered source by source, with the access form chosen once.
    #[inline(always)]
    pub(super) fn infallible(&self) -> bool {
        match self.access {
            Access::Imm(_) | Access::ImmLanes(_) => true,
            Access::Grf { bad, .. } => bad == 0,
            _ => false,
        }
    }

    /// `out[i] = conv(channel i with the source modifiers)` for the channels of `mask`, for an
    /// [`infallible`](Self::infallible) source (others leave `out` untouched).
    #[inline(always)]
    pub(super) fn gather<T: Copy>(
        &self,
        st: &ThreadState,
        mask: u32,
        logic: bool,
        fmode: FloatMode,
        conv: impl Fn(Val) -> T,
        out: &mut [T; 32],
    ) {
        let Some(s) = self.src.as_ref() else {
            return;
        };
        let mods = |v: Val| {
            if logic {
                logic_src(v, s)
            } else {
                arith_src(v, s, fmode)
            }
        };
        let mut m = mask;
        match &self.access {
            Access::Imm(v) => {
                let x = conv(mods(*v));
                while m != 0 {
                    let i = m.trailing_zeros() as usize;
                    m &= m - 1;
                    out[i] = x;
                }
            }
            Access::ImmLanes(v) => {
                while m != 0 {
                    let i = m.trailing_zeros() as usize;
                    m &= m - 1;
                    out[i] = conv(mods(v[i]));
                }
            }
            Access::Grf { addr, .. } => {
                let g = st.grf();
                while m != 0 {
                    let i = m.trailing_zeros() as usize;
                    m &= m - 1;
                    out[i] = conv(mods(decode(load(g, addr[i] as usize, self.size), s.ty)));
                }
            }
            _ => {}
        }
    }
}

fn grf(base: i64, n: usize, size: u32, elem: impl Fn(usize) -> i64) -> Access {
    let mut addr = [0u16; 32];
    let mut bad = 0u32;
    for (i, a) in addr.iter_mut().enumerate().take(n) {
        let x = base + elem(i);
        if x < 0 || x + size as i64 > GRF_BYTES as i64 {
            bad |= 1 << i;
        } else {
            *a = x as u16;
        }
    }
    Access::Grf { addr, bad }
}

/// Where one channel's destination element goes.
#[derive(Clone, Copy, Debug)]
pub(super) enum Lane {
    /// Disabled by an Align16 write mask.
    Skip,
    Grf(u16),
    Arf(ArfSlot, u8),
    Acc(u8),
    Null,
    /// The operand module reports an error for this channel.
    Bad,
}

/// A destination with its per-channel locations resolved.
#[derive(Clone, Debug)]
pub(super) enum PlannedDst {
    /// No destination operand.
    None,
    /// One location per channel.
    Lanes(Box<[Lane; 32]>, Destination),
    /// Register-indirect: located through `a0` by the operand module at run time.
    Reference(Destination),
}

impl PlannedDst {
    /// Resolve the destination of `inst` (`scratch`: any thread state; direct locations do
    /// not depend on it).
    pub(super) fn build(inst: &Instruction, scratch: &ThreadState, at: At) -> PlannedDst {
        let Some(d) = inst.dst else {
            return PlannedDst::None;
        };
        if matches!(d.addressing, Addressing::Indirect { .. }) {
            return PlannedDst::Reference(d);
        }
        let align16 = inst.access_mode == AccessMode::Align16;
        let mut lanes = Box::new([Lane::Skip; 32]);
        for (i, l) in lanes.iter_mut().enumerate().take(inst.exec_size as usize) {
            *l = match operand::dst_loc(scratch, at, &d, align16, i as u32) {
                Ok(None) => Lane::Skip,
                Ok(Some(DstLoc::Grf(a))) => Lane::Grf(a as u16),
                Ok(Some(DstLoc::Arf(slot, b))) => Lane::Arf(slot, b as u8),
                Ok(Some(DstLoc::Acc(k))) => Lane::Acc(k as u8),
                Ok(Some(DstLoc::Null)) => Lane::Null,
                Err(_) => Lane::Bad,
            };
        }
        PlannedDst::Lanes(lanes, d)
    }

    /// Location of channel `i`'s element (`None`: write-masked off).
    #[inline(always)]
    pub(super) fn loc(
        &self,
        st: &ThreadState,
        at: At,
        align16: bool,
        i: u32,
    ) -> Result<Option<DstLoc>, ExecError> {
        match self {
            PlannedDst::None => Ok(None),
            PlannedDst::Lanes(lanes, d) => Ok(Some(match lanes[i as usize & 31] {
                Lane::Skip => return Ok(None),
                Lane::Grf(a) => DstLoc::Grf(a as usize),
                Lane::Arf(slot, b) => DstLoc::Arf(slot, b as usize),
                Lane::Acc(k) => DstLoc::Acc(k as usize),
                Lane::Null => DstLoc::Null,
                Lane::Bad => return operand::dst_loc(st, at, d, align16, i),
            })),
            PlannedDst::Reference(d) => operand::dst_loc(st, at, d, align16, i),
        }
    }
}
