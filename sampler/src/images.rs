//! What an image message can reach: memory and the binding-table view of image surfaces.

use crate::sampler_state::SamplerState;
use crate::surface::ImageSurface;
use memory_model::Memory;
use std::collections::BTreeMap;

/// Binding-table index -> image surface.
pub trait ImageLookup {
    /// The image bound at `bti`, if any.
    fn image(&self, bti: u8) -> Option<&ImageSurface>;
}

/// A simple binding table of images.
#[derive(Debug, Clone, Default)]
pub struct Images {
    map: BTreeMap<u8, ImageSurface>,
}

impl Images {
    /// An empty table.
    pub fn new() -> Self {
        Self::default()
    }

    /// Binds `surface` at `bti`, replacing any previous binding.
    pub fn bind(&mut self, bti: u8, surface: ImageSurface) {
        self.map.insert(bti, surface);
    }
}

impl ImageLookup for Images {
    fn image(&self, bti: u8) -> Option<&ImageSurface> {
        self.map.get(&bti)
    }
}

impl ImageLookup for BTreeMap<u8, ImageSurface> {
    fn image(&self, bti: u8) -> Option<&ImageSurface> {
        self.get(&bti)
    }
}

/// Sampler index -> sampler state (the SAMPLER_STATE table of the kernel's dynamic state).
pub trait SamplerLookup {
    /// The sampler at `index`, if any.
    fn sampler(&self, index: u8) -> Option<SamplerState>;
}

/// A simple sampler table.
#[derive(Debug, Clone, Default)]
pub struct Samplers {
    map: BTreeMap<u8, SamplerState>,
}

impl Samplers {
    /// An empty table (enough for kernels without samplers).
    pub fn new() -> Self {
        Self::default()
    }

    /// Sets the sampler at `index`.
    pub fn bind(&mut self, index: u8, state: SamplerState) {
        self.map.insert(index, state);
    }
}

impl SamplerLookup for Samplers {
    fn sampler(&self, index: u8) -> Option<SamplerState> {
        self.map.get(&index).copied()
    }
}

/// The context of an image message.
pub struct ImageCtx<'a> {
    /// Global memory holding the images.
    pub memory: &'a mut Memory,
    /// Binding table of images.
    pub images: &'a dyn ImageLookup,
    /// Sampler states (only `sample_lz` reads them).
    pub samplers: &'a dyn SamplerLookup,
}

impl std::fmt::Debug for ImageCtx<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ImageCtx").finish_non_exhaustive()
    }
}
