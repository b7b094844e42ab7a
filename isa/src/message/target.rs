//! What a message targets: the one place that decides which unit serves a decoded message
//! ([`Message::served_by`]) and whether that unit belongs to the sending thread's subslice
//! ([`ServedBy::is_subslice_local`]).
//!
//! Gen9 routes a send by its shared function id to the data port (through which SLM, global
//! memory, scratch and typed surfaces are reached), the sampler, the message gateway or the
//! thread spawner (Intel, "The Compute Architecture of Intel Processor Graphics Gen9", 2015,
//! sections 5.3.3-5.3.5; PRM Volume 7 "3D-Media-GPGPU", "Shared Functions"). SLM, the
//! gateway's barriers and the thread spawner's end of thread stay within the subslice; the
//! data port's global accesses, fences, images and the sampler reach the L3 shared by the
//! slice.

use super::decoded::{Message, Unit};
use super::kind::{MessageKind, Surface};

/// The unit that serves a message (the timing model prices each differently).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum ServedBy {
    /// Data port to global memory: buffers, stateless and scratch accesses, atomics.
    DataPort,
    /// Data port to the group's shared local memory (BTI 254).
    Slm,
    /// Memory fence.
    Fence,
    /// Media block and typed-surface messages: data-port traffic through an image's tiling.
    Image,
    /// The sampler (`ld`, `sample`) and its cache.
    Sampler,
    /// The message gateway (barriers).
    Gateway,
    /// Thread spawner: end of thread.
    EndOfThread,
}

impl ServedBy {
    /// Every unit, in declaration order.
    pub const ALL: [ServedBy; 7] = [
        ServedBy::DataPort,
        ServedBy::Slm,
        ServedBy::Fence,
        ServedBy::Image,
        ServedBy::Sampler,
        ServedBy::Gateway,
        ServedBy::EndOfThread,
    ];

    /// The unit's name in traces.
    pub fn name(self) -> &'static str {
        match self {
            ServedBy::DataPort => "data port",
            ServedBy::Slm => "SLM",
            ServedBy::Fence => "fence",
            ServedBy::Image => "image",
            ServedBy::Sampler => "sampler",
            ServedBy::Gateway => "gateway",
            ServedBy::EndOfThread => "end of thread",
        }
    }

    /// Whether the unit is part of the sending thread's subslice (its SLM, the gateway's
    /// barriers, end of thread), as opposed to what subslices share (the L3 behind the data
    /// port and the sampler).
    pub fn is_subslice_local(self) -> bool {
        matches!(
            self,
            ServedBy::Slm | ServedBy::Gateway | ServedBy::EndOfThread
        )
    }
}

impl Message {
    /// The unit that serves this message.
    pub fn served_by(&self) -> ServedBy {
        match self.unit() {
            Unit::DataPort => match (self.kind, self.surface()) {
                (MessageKind::MemoryFence { .. }, _) => ServedBy::Fence,
                (_, Some(Surface::Slm)) => ServedBy::Slm,
                _ => ServedBy::DataPort,
            },
            Unit::Image => ServedBy::Image,
            Unit::Sampler => ServedBy::Sampler,
            Unit::Gateway => ServedBy::Gateway,
            Unit::EndOfThread => ServedBy::EndOfThread,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::message::decode;

    #[test]
    fn messages_are_served_by_the_unit_their_descriptor_names() {
        // untyped surface read, BTI 0 (DC1): global memory through the data port
        let m = decode(0xC, 0x0420_5E00, 0xC, 16).unwrap();
        assert_eq!(m.served_by(), ServedBy::DataPort);
        assert!(!m.served_by().is_subslice_local());
        // the same read from BTI 254: SLM, within the subslice
        let m = decode(0xC, 0x0420_5EFE, 0xC, 16).unwrap();
        assert_eq!(m.served_by(), ServedBy::Slm);
        assert!(m.served_by().is_subslice_local());
        // gateway barrier (SFID 3, opcode 4) and end of thread (SFID 7)
        assert_eq!(
            decode(0x3, 0x0200_0004, 0x3, 8).unwrap().served_by(),
            ServedBy::Gateway
        );
        assert_eq!(
            decode(0x7, 0x0200_0010, 0x27, 8).unwrap().served_by(),
            ServedBy::EndOfThread
        );
    }
}
