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
//! coordinate is taken as 0) or linear filtering ([`crate::filter`]: the 2 x 2 footprint
//! weighted at 8-bit sub-texel precision, float-returning formats only); R is ignored.

use crate::convert::decode_texel;
use crate::filter;
use crate::images::ImageCtx;
use crate::payload::{dword, expect_len, GRF};
use crate::sampler_state::{Filter, SamplerState};
use crate::surface::ImageSurface;
use crate::{ChannelKind, ChannelOrder, SamplerError, SurfaceKind};
use memory_model::Footprint;

/// Sampler message type `ld_lz`.
pub(crate) const LD_LZ: u8 = 0x1A;
/// Sampler message type `sample_lz`.
pub(crate) const SAMPLE_LZ: u8 = 0x18;
/// SIMD mode 3 (SIMD32/64), in which message types name other operations.
pub(crate) const SIMD32_64: u8 = 3;
/// In SIMD32/64 mode, message type 0x1F: "sampler cache flush" (IGC emits `send (8) ... 0x2
/// 0x021FF000 // simd32/64 sampler cache flush` for `atomic_work_item_fence(CLK_IMAGE_MEM_FENCE,
/// ...)` on a `read_write` image, then waits on its one-GRF response).
pub(crate) const CACHE_FLUSH: u8 = 0x1F;

/// Fields of the decoded sampler message.
pub(crate) struct SampleMsg {
    pub msg_type: u8,
    pub simd_mode: u8,
    pub sampler: u8,
    pub return_16bit: bool,
    pub header: bool,
    pub rlen: u32,
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

fn simd_width(m: &SampleMsg) -> Result<usize, SamplerError> {
    if m.return_16bit {
        return Err(SamplerError::Unsupported(
            "sampler 16-bit return format".into(),
        ));
    }
    match m.simd_mode {
        1 => Ok(8),
        2 => Ok(16),
        other => Err(SamplerError::Unsupported(format!(
            "sampler message in SIMD mode {other} (SIMD8 and SIMD16 are modelled)"
        ))),
    }
}

/// The sampler state a `sample_lz` uses (`None` for `ld_lz`), checked against the format.
fn sampler_state(
    m: &SampleMsg,
    surface: &ImageSurface,
    ctx: &ImageCtx,
) -> Result<Option<SamplerState>, SamplerError> {
    match m.msg_type {
        LD_LZ => Ok(None),
        SAMPLE_LZ => {
            let st = ctx.samplers.sampler(m.sampler).ok_or_else(|| {
                SamplerError::Unsupported(format!(
                    "sampler index {} has no sampler state",
                    m.sampler
                ))
            })?;
            let integer = matches!(
                surface.format.data_type.kind(),
                ChannelKind::Uint | ChannelKind::Sint
            );
            if st.filter == Filter::Linear && integer {
                return Err(SamplerError::Unsupported(format!(
                    "linear filtering of the integer format {:?} (OpenCL allows only nearest \
                     filtering for read_imagei/read_imageui)",
                    surface.format
                )));
            }
            Ok(Some(st))
        }
        other => Err(SamplerError::Unsupported(format!(
            "sampler message type {other:#x} (ld_lz 0x1a and sample_lz 0x18 are modelled)"
        ))),
    }
}

/// The payload's layout: GRFs per parameter, the first parameter's GRF, the parameter count
/// and the enabled return channels.
struct Layout {
    per: usize,
    first: usize,
    params: usize,
    enabled: [bool; 4],
}

fn layout(m: &SampleMsg, simd: usize, payload: &[u8]) -> Result<Layout, SamplerError> {
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
    Ok(Layout {
        per,
        first,
        params,
        enabled,
    })
}

/// Reads and converts texels of one surface.
struct Fetch<'a, 'b> {
    bti: u8,
    surface: &'a ImageSurface,
    ctx: &'a ImageCtx<'b>,
}

/// The filtered axes of a surface (sizes) and the parameter holding its array index.
fn axes(s: &ImageSurface) -> (Vec<u32>, Option<usize>) {
    match s.kind {
        SurfaceKind::D1 | SurfaceKind::Buffer => (vec![s.width], s.array.then_some(1)),
        SurfaceKind::D2 => (vec![s.width, s.height], s.array.then_some(2)),
        SurfaceKind::D3 => (vec![s.width, s.height, s.depth], None),
    }
}

/// The array slice of a float array coordinate: `clamp(rint(c), 0, depth - 1)` (OpenCL 8.2;
/// the sampler rounds it, IGC passes the coordinate through), a NaN taken as 0.
fn layer(c: f32, depth: u32) -> u32 {
    let c = if c.is_nan() { 0.0 } else { c.round_ties_even() };
    c.clamp(0.0, (depth - 1) as f32) as u32
}

impl Fetch<'_, '_> {
    /// The texel at column `x` of surface row `row`.
    fn texel(
        &self,
        x: u32,
        row: u32,
        rec: &mut Option<&mut Footprint>,
    ) -> Result<[u32; 4], SamplerError> {
        let mut buf = [0u8; crate::payload::MAX_TEXEL_BYTES];
        let buf = &mut buf[..self.surface.texel_bytes() as usize];
        let addr = self
            .surface
            .texel_address(x * self.surface.texel_bytes(), row);
        self.ctx
            .memory
            .read(addr, buf)
            .map_err(|source| SamplerError::Memory {
                bti: self.bti,
                source,
            })?;
        if let Some(f) = rec.as_deref_mut() {
            crate::footprint::texel(f, self.surface, addr, false);
        }
        Ok(decode_texel(self.surface.format, buf))
    }

    /// The texel at filtered-axis indices `at` (x, y, z) in array slice `slice`.
    fn texel_at(
        &self,
        at: &[u32],
        slice: u32,
        rec: &mut Option<&mut Footprint>,
    ) -> Result<[u32; 4], SamplerError> {
        let y = at.get(1).copied().unwrap_or(0);
        let slice = at.get(2).copied().unwrap_or(slice);
        self.texel(at[0], self.surface.slice_row(slice, y), rec)
    }

    /// `ld_lz`: the texel at integer (u, v, r) ([`ImageSurface::locate`]), else 0 in every
    /// channel.
    fn load(
        &self,
        c: [u32; 3],
        rec: &mut Option<&mut Footprint>,
    ) -> Result<[u32; 4], SamplerError> {
        match self.surface.locate(c[0], c[1], c[2]) {
            Some((x, row)) => self.texel(x, row, rec),
            None => Ok([0; 4]),
        }
    }

    /// `sample_lz` with the sampler state `st` at float coordinates `c`.
    fn sample(
        &self,
        st: &SamplerState,
        c: [f32; 3],
        rec: &mut Option<&mut Footprint>,
    ) -> Result<[u32; 4], SamplerError> {
        let s = self.surface;
        let (sizes, array) = axes(s);
        let slice = array.map_or(0, |p| layer(c[p], s.depth));
        if st.filter == Filter::Nearest {
            let at: Option<Vec<u32>> = sizes
                .iter()
                .enumerate()
                .map(|(i, &n)| filter::nearest(c[i], n, st))
                .collect();
            return match at {
                Some(at) => self.texel_at(&at, slice, rec),
                None => Ok(border(s)),
            };
        }
        let foot: Vec<filter::Axis> = sizes
            .iter()
            .enumerate()
            .map(|(i, &n)| filter::linear_axis(c[i], n, st))
            .collect();
        // -0.0: the additive identity, so a sum of negative zeros keeps its sign
        let mut sum = [-0.0f64; 4];
        // the OpenCL formula's order: corner bit i selects texel 1 on axis i, x fastest
        for corner in 0..1usize << foot.len() {
            let mut w = 1.0;
            let mut at = Vec::with_capacity(foot.len());
            for (i, a) in foot.iter().enumerate() {
                let k = (corner >> i) & 1;
                w *= filter::weights(a)[k];
                at.push(a.texel[k]);
            }
            let t = match at.into_iter().collect::<Option<Vec<u32>>>() {
                Some(at) => self.texel_at(&at, slice, rec)?,
                None => border(s),
            };
            for (acc, bits) in sum.iter_mut().zip(t) {
                *acc += w * f64::from(f32::from_bits(bits));
            }
        }
        Ok(sum.map(|c| (c as f32).to_bits()))
    }
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
    let simd = simd_width(m)?;
    let st = sampler_state(m, surface, ctx)?;
    let l = layout(m, simd, payload)?;
    let param = |p: usize, lane: usize| dword(payload, l.first + p * l.per + lane / 8, lane % 8);
    let fetch = Fetch { bti, surface, ctx };
    out.fill(0);
    for lane in (0..simd).filter(|&lane| exec_mask & (1 << lane) != 0) {
        let c: [u32; 3] = std::array::from_fn(|p| if p < l.params { param(p, lane) } else { 0 });
        let rgba = match &st {
            None => fetch.load(c, &mut rec)?,
            Some(st) => fetch.sample(st, c.map(f32::from_bits), &mut rec)?,
        };
        for (k, c) in (0..4).filter(|&c| l.enabled[c]).enumerate() {
            let off = (k * l.per + lane / 8) * GRF + (lane % 8) * 4;
            out[off..off + 4].copy_from_slice(&rgba[c].to_le_bytes());
        }
    }
    Ok(())
}
