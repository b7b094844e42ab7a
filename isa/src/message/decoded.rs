//! A decoded send message ([`Message`]: target, lengths, header and [`MessageKind`]) and the
//! unit that executes it.

use super::kind::MessageKind;
use super::{Sfid, Surface};

/// A decoded Gen9 send message.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Message {
    /// Target shared function (ex_desc bits 3:0).
    pub sfid: Sfid,
    /// Length of src0 in GRFs (desc bits 28:25), header included.
    pub mlen: u32,
    /// Length of src1 in GRFs for `sends` (ex_desc bits 9:6, [`super::ex_mlen`]).
    pub ex_mlen: u32,
    /// Response length in GRFs (desc bits 24:20).
    pub rlen: u32,
    /// Header present (desc bit 19).
    pub header: bool,
    /// End of thread (ex_desc bit 5).
    pub eot: bool,
    /// Execution size of the send instruction.
    pub exec_size: u32,
    /// The operation.
    pub kind: MessageKind,
}

/// The unit that executes a message in eusim.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Unit {
    /// Data-port memory access on buffers, SLM or scratch (memory-model's `execute`).
    DataPort,
    /// Image access through a surface state: media block and typed surface messages (DC1, but
    /// executed with the image layout by the sampler crate).
    Image,
    /// The sampler.
    Sampler,
    /// The message gateway (barriers).
    Gateway,
    /// Thread spawner: end of thread.
    EndOfThread,
}

impl Message {
    /// Which unit executes this message.
    pub fn unit(&self) -> Unit {
        match self.kind {
            MessageKind::MediaBlockRead { .. }
            | MessageKind::MediaBlockWrite { .. }
            | MessageKind::TypedRead { .. }
            | MessageKind::TypedWrite { .. }
            | MessageKind::TypedAtomic { .. } => Unit::Image,
            MessageKind::Sample { .. } => Unit::Sampler,
            MessageKind::Gateway { .. } => Unit::Gateway,
            MessageKind::EndOfThread => Unit::EndOfThread,
            _ => Unit::DataPort,
        }
    }

    /// The surface the message addresses (`None` for fences, scratch, gateway and
    /// end-of-thread messages).
    pub fn surface(&self) -> Option<Surface> {
        use MessageKind as K;
        match self.kind {
            K::OwordBlockRead { surface, .. }
            | K::OwordBlockWrite { surface, .. }
            | K::HwordBlockRead { surface, .. }
            | K::HwordBlockWrite { surface, .. }
            | K::OwordDualBlockRead { surface, .. }
            | K::OwordDualBlockWrite { surface, .. }
            | K::ByteScatteredRead { surface, .. }
            | K::ByteScatteredWrite { surface, .. }
            | K::ScatteredRead { surface, .. }
            | K::ScatteredWrite { surface, .. }
            | K::UntypedRead { surface, .. }
            | K::UntypedWrite { surface, .. }
            | K::UntypedAtomic { surface, .. }
            | K::UntypedFloatAtomic { surface, .. }
            | K::MediaBlockRead { surface, .. }
            | K::MediaBlockWrite { surface, .. }
            | K::TypedRead { surface, .. }
            | K::TypedWrite { surface, .. }
            | K::TypedAtomic { surface, .. }
            | K::Sample { surface, .. } => Some(surface),
            K::MemoryFence { .. }
            | K::ScratchRead { .. }
            | K::ScratchWrite { .. }
            | K::Gateway { .. }
            | K::EndOfThread => None,
        }
    }

    /// True if the message may change memory (writes, atomics, scratch writes).
    pub fn writes_memory(&self) -> bool {
        matches!(
            self.kind,
            MessageKind::OwordBlockWrite { .. }
                | MessageKind::HwordBlockWrite { .. }
                | MessageKind::OwordDualBlockWrite { .. }
                | MessageKind::ByteScatteredWrite { .. }
                | MessageKind::ScatteredWrite { .. }
                | MessageKind::UntypedWrite { .. }
                | MessageKind::UntypedAtomic { .. }
                | MessageKind::UntypedFloatAtomic { .. }
                | MessageKind::ScratchWrite { .. }
                | MessageKind::MediaBlockWrite { .. }
                | MessageKind::TypedWrite { .. }
                | MessageKind::TypedAtomic { .. }
        )
    }
}
