//! Send-message descriptors: typed decoding of SFID, message descriptor and extended descriptor.
//!
//! [`decode`] turns the (SFID, desc, ex_desc, exec size) of a Gen9 `send`/`sends` into a
//! [`Message`]; [`iga_comment`] reproduces the comment iga64 prints after the instruction.
//! [`Message::served_by`] decides which unit serves a message ([`ServedBy`]); a shared
//! function records what the message touched in a [`Footprint`].

mod decode;
mod decoded;
mod footprint;
mod iga;
mod iga_other;
mod kind;
mod sfid;
mod target;
mod types;

pub use decode::{decode, ex_mlen, header_present, mlen, rlen};
pub use decoded::{Message, Unit};
pub use footprint::{Footprint, Space, LINE_BYTES};
pub use iga::{iga_comment, iga_comment_operands, DescOperand};
pub use kind::{
    AtomicOp, ChannelMask, FloatAtomicOp, GatewayOp, MessageKind, OwordBlockSize, Surface, BTI_SLM,
    BTI_STATELESS, BTI_STATELESS_NON_COHERENT,
};
pub use sfid::Sfid;
pub use target::ServedBy;

/// Why a send descriptor could not be decoded into a [`Message`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MessageError {
    /// The SFID nibble is not assigned on Gen9.
    #[error("unknown shared function id {0} in the extended descriptor")]
    UnknownSfid(u8),
    /// The shared function exists but its messages are not modelled.
    #[error("messages to shared function {sfid} are not supported (desc {desc:#010x})")]
    UnsupportedSfid {
        /// The shared function.
        sfid: Sfid,
        /// The message descriptor.
        desc: u32,
    },
    /// The message type is not one Gen9 defines or eusim models for this SFID.
    #[error("{sfid}: unsupported message type {msg_type:#x} (desc {desc:#010x})")]
    UnsupportedType {
        /// The shared function.
        sfid: Sfid,
        /// The message type (or opcode) field.
        msg_type: u32,
        /// The message descriptor.
        desc: u32,
    },
    /// A field of the descriptor holds a value the message does not allow.
    #[error("{sfid}: invalid {field} = {value:#x} (desc {desc:#010x})")]
    InvalidField {
        /// The shared function.
        sfid: Sfid,
        /// Which field.
        field: &'static str,
        /// Its value.
        value: u32,
        /// The message descriptor.
        desc: u32,
    },
}
