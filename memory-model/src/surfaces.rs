//! The binding table as the data port sees it: binding-table index -> surface.

/// What a binding-table entry describes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SurfaceKind {
    /// A linear buffer (`SURFTYPE_BUFFER`): byte offsets from `base`, bounds-checked against `size`.
    Buffer,
}

/// One binding-table entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SurfaceBinding {
    /// GPU address of the first byte.
    pub base: u64,
    /// Size in bytes; stateful accesses at or beyond it are out of bounds.
    pub size: u64,
    /// Surface kind.
    pub kind: SurfaceKind,
}

/// Binding-table view for stateful accesses. The special indices 253/254/255 (stateless, SLM)
/// never look here. Indexed directly by binding-table index (a data-port access looks its
/// surface up once or twice per lane).
#[derive(Debug, Clone, Default)]
pub struct Surfaces {
    table: Vec<Option<SurfaceBinding>>,
}

impl Surfaces {
    /// An empty binding table.
    pub fn new() -> Self {
        Self::default()
    }

    /// Binds a buffer at `bti`, replacing any previous binding.
    pub fn bind_buffer(&mut self, bti: u8, base: u64, size: u64) {
        let i = usize::from(bti);
        if self.table.len() <= i {
            self.table.resize(i + 1, None);
        }
        self.table[i] = Some(SurfaceBinding {
            base,
            size,
            kind: SurfaceKind::Buffer,
        });
    }

    /// The binding at `bti`, if any.
    #[inline]
    pub fn get(&self, bti: u8) -> Option<&SurfaceBinding> {
        self.table.get(usize::from(bti))?.as_ref()
    }
}
