//! Dispatch of image messages ([`isa::message::Unit::Image`] and [`isa::message::Unit::Sampler`])
//! to their executors.

use crate::images::ImageCtx;
use crate::payload::GRF;
use crate::surface::ImageSurface;
use crate::{media, sample, typed, SamplerError};
use isa::message::{Message, MessageKind, Surface};
use memory_model::Footprint;

fn image<'a>(
    ctx: &'a ImageCtx,
    what: &'static str,
    surface: Surface,
) -> Result<(u8, &'a ImageSurface), SamplerError> {
    match surface {
        Surface::Bti(bti) => ctx
            .images
            .image(bti)
            .map(|s| (bti, s))
            .ok_or(SamplerError::UnboundImage { bti }),
        other => Err(SamplerError::NotAnImage {
            what,
            bti: other.bti(),
        }),
    }
}

/// Executes a media block, typed surface or sampler (`ld_lz`, `sample_lz`) message against the
/// image bound at its binding-table index. `payload` holds `(mlen + ex_mlen) * 32` bytes (src0 then src1); the
/// result holds `rlen * 32` bytes (empty for writes). Lane `i` of a typed or sampler message is
/// bit `i` of `exec_mask` (the caller shifts the mask of an `(8|M8)` or `(16|M16)` send down to
/// message lanes); media block messages ignore the mask.
pub fn execute(
    msg: &Message,
    payload: &[u8],
    exec_mask: u32,
    ctx: &mut ImageCtx,
) -> Result<Vec<u8>, SamplerError> {
    let mut out = vec![0; msg.rlen as usize * GRF];
    run(msg, payload, exec_mask, ctx, None, &mut out)?;
    Ok(out)
}

/// Like [`execute`], and appends to `fp` what the message touched in memory (for the timing
/// model): the 64-byte lines of every byte read or written, through the surface's tiling;
/// for typed and sampler messages also the texels processed and, for typed atomics, the
/// atomic lanes per line. A media block read records the rows and byte columns it fetches
/// after edge replication (each clamped row once per block row); bytes of a write dropped
/// outside the surface and lanes out of bounds touch nothing.
pub fn execute_recording(
    msg: &Message,
    payload: &[u8],
    exec_mask: u32,
    ctx: &mut ImageCtx,
    fp: &mut Footprint,
) -> Result<Vec<u8>, SamplerError> {
    let mut out = vec![0; msg.rlen as usize * GRF];
    run(msg, payload, exec_mask, ctx, Some(fp), &mut out)?;
    Ok(out)
}

/// Like [`execute`] (or [`execute_recording`] when `rec` is given), but writes the response
/// into `response` (at least `rlen * 32` bytes): all `rlen` GRFs are written, zero where the
/// message returns nothing, exactly as [`execute`]'s result. Nothing is allocated on this
/// path.
pub fn execute_into(
    msg: &Message,
    payload: &[u8],
    exec_mask: u32,
    ctx: &mut ImageCtx,
    rec: Option<&mut Footprint>,
    response: &mut [u8],
) -> Result<(), SamplerError> {
    let rbytes = msg.rlen as usize * GRF;
    if response.len() < rbytes {
        return Err(SamplerError::Length {
            what: "response buffer",
            expected: msg.rlen,
            got: (response.len() / GRF) as u32,
        });
    }
    run(msg, payload, exec_mask, ctx, rec, &mut response[..rbytes])
}

fn run(
    msg: &Message,
    payload: &[u8],
    exec_mask: u32,
    ctx: &mut ImageCtx,
    rec: Option<&mut Footprint>,
    out: &mut [u8],
) -> Result<(), SamplerError> {
    let needed = ((msg.mlen + msg.ex_mlen) as usize) * GRF;
    if payload.len() < needed {
        return Err(SamplerError::PayloadTooShort {
            needed,
            got: payload.len(),
        });
    }
    let p = &payload[..needed];
    match msg.kind {
        MessageKind::MediaBlockRead {
            surface,
            vertical_stride,
        } => {
            header_required(msg, "media block read")?;
            let (bti, s) = image(ctx, "media block read", surface)?;
            let s = plain_2d(*s, "media block read")?;
            media::read(bti, &s, vertical_stride, p, msg.rlen, ctx, rec, out)
        }
        MessageKind::MediaBlockWrite {
            surface,
            vertical_stride,
        } => {
            header_required(msg, "media block write")?;
            let (bti, s) = image(ctx, "media block write", surface)?;
            let s = plain_2d(*s, "media block write")?;
            media::write(bti, &s, vertical_stride, p, msg.rlen, ctx, rec)
        }
        MessageKind::TypedRead {
            surface,
            channels,
            slot_group,
        } => {
            let (bti, s) = image(ctx, "typed surface read", surface)?;
            let s = *s;
            typed::read(
                bti, &s, channels, slot_group, msg.header, p, exec_mask, msg.rlen, ctx, rec, out,
            )
        }
        MessageKind::TypedWrite {
            surface,
            channels,
            slot_group,
        } => {
            let (bti, s) = image(ctx, "typed surface write", surface)?;
            let s = *s;
            typed::write(
                bti, &s, channels, slot_group, msg.header, p, exec_mask, msg.rlen, ctx, rec,
            )
        }
        MessageKind::TypedAtomic {
            surface,
            op,
            high_slots,
            returns,
        } => {
            let (bti, s) = image(ctx, "typed atomic", surface)?;
            let s = *s;
            typed::atomic(
                bti, &s, op, high_slots, returns, msg.header, p, exec_mask, msg.rlen, ctx, rec, out,
            )
        }
        MessageKind::Sample { .. } => sample(msg, p, exec_mask, ctx, rec, out),
        ref other => Err(SamplerError::Unsupported(format!(
            "{} message {other:?} (not an image message)",
            msg.sfid
        ))),
    }
}

/// A sampler message (`ld_lz`, `sample_lz`, and the sampler cache flush IGC emits for an image
/// memory fence: it completes with its one response GRF zeroed).
fn sample(
    msg: &Message,
    p: &[u8],
    exec_mask: u32,
    ctx: &mut ImageCtx,
    rec: Option<&mut Footprint>,
    out: &mut [u8],
) -> Result<(), SamplerError> {
    let MessageKind::Sample {
        msg_type,
        simd_mode,
        sampler,
        surface,
        return_16bit,
    } = msg.kind
    else {
        return Err(SamplerError::Unsupported(format!(
            "{} message {:?} (not a sampler message)",
            msg.sfid, msg.kind
        )));
    };
    if simd_mode == sample::SIMD32_64 && msg_type == sample::CACHE_FLUSH {
        // nothing to write back: the functional sampler keeps no texels between messages;
        // the timing model empties its sampler cache
        if let Some(fp) = rec {
            fp.flushes_sampler_cache = true;
        }
        out.fill(0);
        return Ok(());
    }
    let (bti, s) = image(ctx, "sampler", surface)?;
    let s = *s;
    let m = sample::SampleMsg {
        msg_type,
        simd_mode,
        sampler,
        return_16bit,
        header: msg.header,
        rlen: msg.rlen,
    };
    sample::execute(bti, &s, &m, p, exec_mask, ctx, rec, out)
}

/// Media block messages address 2D surfaces only (cl_intel_media_block_io: `image2d_t`).
fn plain_2d(s: ImageSurface, what: &str) -> Result<ImageSurface, SamplerError> {
    if s.kind == crate::SurfaceKind::D2 && !s.array {
        Ok(s)
    } else {
        Err(SamplerError::Unsupported(format!(
            "{what} on a {:?} surface{} (media block messages address 2D images)",
            s.kind,
            if s.array { " array" } else { "" }
        )))
    }
}

fn header_required(msg: &Message, what: &'static str) -> Result<(), SamplerError> {
    if msg.header {
        Ok(())
    } else {
        Err(SamplerError::InvalidField {
            what,
            field: "header present (descriptor bit 19)",
            value: 0,
        })
    }
}
