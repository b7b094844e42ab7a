//! Shared helpers: images in memory on each tiling, messages built from the descriptors IGC
//! emits (see tests/corpus/asm/media_block_*/ and image_block/), hand-built payloads.
#![allow(dead_code)]

use isa::message::{decode, Message};
use memory_model::{Memory, OobPolicy};
use sampler::tiling::{download, upload};
use sampler::{
    execute, ChannelOrder, ChannelType, ImageCtx, ImageFormat, ImageSurface, Images, SamplerError,
    Samplers, Tiling,
};

pub const TILINGS: [Tiling; 3] = [Tiling::Linear, Tiling::X, Tiling::Y];

/// An R format whose texels are `bytes` wide (1, 2 or 4) unsigned integers.
pub fn r_uint(bytes: u32) -> ImageFormat {
    let t = match bytes {
        1 => ChannelType::UnsignedInt8,
        2 => ChannelType::UnsignedInt16,
        _ => ChannelType::UnsignedInt32,
    };
    ImageFormat::new(ChannelOrder::R, t)
}

/// Memory with one image bound at `bti`, initialised from row-major `data`.
pub struct Setup {
    pub memory: Memory,
    pub images: Images,
    pub samplers: Samplers,
    pub surface: ImageSurface,
}

impl Setup {
    pub fn new(
        bti: u8,
        width: u32,
        height: u32,
        format: ImageFormat,
        tiling: Tiling,
        data: &[u8],
    ) -> Self {
        let mut memory = Memory::new(OobPolicy::Error);
        // Lay out once to learn the size, then allocate at a 4 KB-aligned base.
        let probe = ImageSurface::new(0, width, height, format, tiling).unwrap();
        let base = memory.allocate(probe.size_bytes(), 4096).unwrap();
        let surface = ImageSurface::new(base, width, height, format, tiling).unwrap();
        upload(&surface, &mut memory, data).unwrap();
        let mut images = Images::new();
        images.bind(bti, surface);
        Setup {
            memory,
            images,
            samplers: Samplers::new(),
            surface,
        }
    }

    /// The same, with the surface programmed as a media-block image argument (width in DWords).
    pub fn new_media(
        bti: u8,
        width: u32,
        height: u32,
        format: ImageFormat,
        tiling: Tiling,
        data: &[u8],
    ) -> Self {
        let mut s = Self::new(bti, width, height, format, tiling, data);
        s.surface = s.surface.with_media_block(true);
        s.images.bind(bti, s.surface);
        s
    }

    pub fn run(
        &mut self,
        msg: &Message,
        payload: &[u8],
        mask: u32,
    ) -> Result<Vec<u8>, SamplerError> {
        let mut ctx = ImageCtx {
            memory: &mut self.memory,
            images: &self.images,
            samplers: &self.samplers,
        };
        execute(msg, payload, mask, &mut ctx)
    }

    pub fn contents(&self) -> Vec<u8> {
        download(&self.surface, &self.memory).unwrap()
    }
}

/// `send` to DC1 (SFID 0xC) with descriptor `desc` and extended descriptor `ex_desc`.
pub fn dc1(desc: u32, ex_desc: u32, exec: u8) -> Message {
    decode(0xC, desc, ex_desc, exec).unwrap()
}

/// Media block read as IGC emits it: mlen 1, header, rlen `rlen`, type 4, BTI `bti`
/// (e.g. 0x02890000 = rd:8 from BTI 0).
pub fn media_read_msg(bti: u8, rlen: u32) -> Message {
    dc1(
        (1 << 25) | (rlen << 20) | (1 << 19) | (4 << 14) | u32::from(bti),
        0xC,
        8,
    )
}

/// Media block write as IGC emits it: `sends` with mlen 1 (header), ex_mlen `grfs`, type 10
/// (e.g. 0x020A8003 with ex_desc 0x20C = 8 data GRFs to BTI 3).
pub fn media_write_msg(bti: u8, grfs: u32) -> Message {
    dc1(
        (1 << 25) | (1 << 19) | (10 << 14) | u32::from(bti),
        (grfs << 6) | 0xC,
        8,
    )
}

/// The media block header GRF: x (bytes), y (rows), `(h - 1) << 16 | (w - 1)`, rest zero.
pub fn media_header(x: i32, y: i32, width: u32, height: u32) -> Vec<u8> {
    let mut g = vec![0u8; 32];
    g[0..4].copy_from_slice(&x.to_le_bytes());
    g[4..8].copy_from_slice(&y.to_le_bytes());
    g[8..12].copy_from_slice(&(((height - 1) << 16) | (width - 1)).to_le_bytes());
    g
}

/// GRFs of SIMD8 DWord operands: `lanes[k]` gives the 8 lanes of GRF k.
pub fn grfs(lanes: &[[u32; 8]]) -> Vec<u8> {
    lanes
        .iter()
        .flat_map(|g| g.iter().flat_map(|v| v.to_le_bytes()))
        .collect()
}

/// DWord `lane` of GRF `grf` in a response.
pub fn lane(resp: &[u8], grf: usize, lane: usize) -> u32 {
    let o = grf * 32 + lane * 4;
    u32::from_le_bytes([resp[o], resp[o + 1], resp[o + 2], resp[o + 3]])
}
