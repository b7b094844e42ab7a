//! Sampler messages IGC emits for OpenCL image reads: `ld_lz` (type 0x1A, "sample load with
//! lod forced to 0": `read_image*` without a sampler) and `sample_lz` (type 0x18, "sample with
//! lod forced to 0": `read_image*` with a sampler), SIMD8 and SIMD16, 32-bit returns.
//!
//! Payload (corpus kernels `image_copy_int` / `image_sample_nearest`: `wr:1h+4` at SIMD16 =
//! header, U, V): an optional header GRF, then one parameter after another, each SIMD-width
//! DWords (1 GRF at SIMD8, 2 at SIMD16): U, V, and optionally R. `ld_lz` takes signed integer
//! texel coordinates, `sample_lz` floats. Header DWord 2 bits 15:12 disable the red, green,
//! blue, alpha returns; its texel offsets (bits 11:0) must be zero.
//!
//! Response: one parameter-sized block per enabled channel, in red, green, blue, alpha order;
//! values converted as typed reads convert them (integer formats return integers, the others
//! floats; missing channels 0, alpha 1). Disabled lanes return 0.
//!
//! Out of range: `ld_lz` returns 0 in every channel for a coordinate outside the image (and for
//! a non-zero R on a 2D image). `sample_lz` applies the sampler's address mode with nearest
//! filtering (texel `floor(u)`, or `floor(u * width)` for normalized coordinates; a NaN
//! coordinate is taken as 0); R is ignored. Bilinear filtering is refused
//! ([`SamplerError::Unsupported`]).

use crate::convert::decode_texel;
use crate::images::ImageCtx;
use crate::payload::{dword, expect_len, GRF};
use crate::sampler_state::{AddressMode, Filter, SamplerState};
use crate::surface::ImageSurface;
use crate::{ChannelKind, ChannelOrder, SamplerError};
use memory_model::Footprint;

/// Sampler message type `ld_lz`.
pub(crate) const LD_LZ: u8 = 0x1A;
/// Sampler message type `sample_lz`.
pub(crate) const SAMPLE_LZ: u8 = 0x18;

/// Fields of the decoded sampler message.
pub(crate) struct SampleMsg {
    pub msg_type: u8,
    pub simd_mode: u8,
    pub sampler: u8,
    pub return_16bit: bool,
    pub header: bool,
    pub rlen: u32,
}

fn texel_index(coord: f32, size: u32, st: &SamplerState) -> Option<u32> {
    let c = if st.normalized {
        coord * size as f32
    } else {
        coord
    };
    let c = if c.is_nan() { 0.0 } else { c };
    let i = c.floor() as i64;
    let n = i64::from(size);
    let idx = match st.address {
        AddressMode::ClampToEdge => i.clamp(0, n - 1),
        AddressMode::ClampToBorder => {
            if !(0..n).contains(&i) {
                return None;
            }
            i
        }
        AddressMode::Repeat => i.rem_euclid(n),
        AddressMode::MirroredRepeat => {
            let j = i.rem_euclid(2 * n);
            if j < n {
                j
            } else {
                2 * n - 1 - j
            }
        }
    };
    Some(idx as u32)
}

fn border(surface: &ImageSurface) -> [u32; 4] {
    let has_alpha = matches!(
        surface.format.order,
        ChannelOrder::RGBA | ChannelOrder::BGRA
    );
    let one = match surface.format.data_type.kind() {
        ChannelKind::Uint | ChannelKind::Sint => 1,
        _ => 1.0f32.to_bits(),
    };
    [0, 0, 0, if has_alpha { 0 } else { one }]
}

/// Executes an `ld_lz` or `sample_lz` message.
#[allow(clippy::too_many_arguments)]
pub(crate) fn execute(
    bti: u8,
    surface: &ImageSurface,
    m: &SampleMsg,
    payload: &[u8],
    exec_mask: u32,
    ctx: &ImageCtx,
    mut rec: Option<&mut Footprint>,
    out: &mut [u8],
) -> Result<(), SamplerError> {
    let simd: usize = match m.simd_mode {
        1 => 8,
        2 => 16,
        other => {
            return Err(SamplerError::Unsupported(format!(
                "sampler message in SIMD mode {other} (SIMD8 and SIMD16 are modelled)"
            )))
        }
    };
    if m.return_16bit {
        return Err(SamplerError::Unsupported(
            "sampler 16-bit return format".into(),
        ));
    }
    let st = match m.msg_type {
        LD_LZ => None,
        SAMPLE_LZ => {
            let st = ctx.samplers.sampler(m.sampler).ok_or_else(|| {
                SamplerError::Unsupported(format!(
                    "sampler index {} has no sampler state",
                    m.sampler
                ))
            })?;
            if st.filter != Filter::Nearest {
                return Err(SamplerError::Unsupported(
                    "sampling with bilinear filtering".into(),
                ));
            }
            Some(st)
        }
        other => {
            return Err(SamplerError::Unsupported(format!(
                "sampler message type {other:#x} (ld_lz 0x1a and sample_lz 0x18 are modelled)"
            )))
        }
    };
    let per = simd / 8; // GRFs per parameter
    let first = usize::from(m.header);
    let total = payload.len() / GRF;
    let params = (total - first.min(total)) / per;
    if total < first || !(total - first).is_multiple_of(per) || !(1..=3).contains(&params) {
        return Err(SamplerError::Length {
            what: "sampler payload (mlen + ex_mlen)",
            expected: (first + 2 * per) as u32,
            got: total as u32,
        });
    }
    let mut enabled = [true; 4];
    if m.header {
        let d2 = dword(payload, 0, 2);
        if d2 & 0xFFF != 0 {
            return Err(SamplerError::Unsupported(format!(
                "sampler texel offsets (header DWord 2 = {d2:#x})"
            )));
        }
        for (c, e) in enabled.iter_mut().enumerate() {
            *e = d2 & (1 << (12 + c)) == 0;
        }
    }
    let nch = enabled.iter().filter(|&&e| e).count();
    expect_len("response (rlen)", (nch * per) as u32, m.rlen)?;
    let param = |p: usize, lane: usize| dword(payload, first + p * per + lane / 8, lane % 8);
    out.fill(0);
    let mut texel = [0u8; crate::payload::MAX_TEXEL_BYTES];
    let texel = &mut texel[..surface.texel_bytes() as usize];
    for lane in 0..simd {
        if exec_mask & (1 << lane) == 0 {
            continue;
        }
        let u = param(0, lane);
        let v = if params > 1 { param(1, lane) } else { 0 };
        let at = match &st {
            None => {
                let r_zero = params < 3 || param(2, lane) == 0;
                let (ui, vi) = (u as i32, v as i32);
                (ui >= 0
                    && vi >= 0
                    && (ui as u32) < surface.width
                    && (vi as u32) < surface.height
                    && r_zero)
                    .then_some((ui as u32, vi as u32))
            }
            Some(st) => texel_index(f32::from_bits(u), surface.width, st).zip(texel_index(
                f32::from_bits(v),
                surface.height,
                st,
            )),
        };
        let rgba = match at {
            Some((x, y)) => {
                let addr = surface.texel_address(x * surface.texel_bytes(), y);
                ctx.memory
                    .read(addr, texel)
                    .map_err(|source| SamplerError::Memory { bti, source })?;
                if let Some(f) = rec.as_deref_mut() {
                    crate::footprint::texel(f, surface, addr, false);
                }
                decode_texel(surface.format, texel)
            }
            None if st.is_some() => border(surface),
            None => [0; 4],
        };
        for (k, c) in (0..4).filter(|&c| enabled[c]).enumerate() {
            let off = (k * per + lane / 8) * GRF + (lane % 8) * 4;
            out[off..off + 4].copy_from_slice(&rgba[c].to_le_bytes());
        }
    }
    Ok(())
}
