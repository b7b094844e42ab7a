//! Errors of image-message execution.

use memory_model::MemoryError;

/// Why an image message could not be executed. The caller adds kernel, IP and thread.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SamplerError {
    /// The message names a binding-table index with no image bound.
    #[error("binding-table index {bti} has no image surface bound")]
    UnboundImage {
        /// The index.
        bti: u8,
    },
    /// The message names SLM or a stateless index, which have no image surface state.
    #[error("{what} message addresses binding-table index {bti}, which is not an image")]
    NotAnImage {
        /// The message.
        what: &'static str,
        /// The index.
        bti: u8,
    },
    /// The payload or response length does not match what the message transfers.
    #[error("{what}: message carries {got} GRFs, {expected} expected")]
    Length {
        /// Which length.
        what: &'static str,
        /// GRFs the message definition needs.
        expected: u32,
        /// GRFs given.
        got: u32,
    },
    /// The payload slice is shorter than the message's mlen + ex_mlen.
    #[error("payload has {got} bytes, the message needs {needed}")]
    PayloadTooShort {
        /// Bytes needed.
        needed: usize,
        /// Bytes given.
        got: usize,
    },
    /// A header or descriptor field holds a value the message does not allow.
    #[error("{what}: invalid {field} = {value}")]
    InvalidField {
        /// The message.
        what: &'static str,
        /// Which field.
        field: &'static str,
        /// Its value.
        value: i64,
    },
    /// A read outside the surface of an image whose texels are wider than a DWord: the
    /// media block IO extension leaves the replicated value undefined.
    #[error(
        "media block read at byte ({x}, {y}) leaves the {texel_bytes}-byte-texel image of \
         binding-table index {bti}: edge replication is undefined for texels wider than 4 bytes"
    )]
    UndefinedEdge {
        /// The image.
        bti: u8,
        /// Byte column of the first such byte.
        x: i64,
        /// Row.
        y: i64,
        /// Bytes per texel of the image.
        texel_bytes: u32,
    },
    /// A media block access inside the hardware bound but past the end of the image row. The
    /// media block messages no longer report it (they follow the surface state: such bytes
    /// are read from and written to the addresses the tiling gives them, see the `media`
    /// module); the variant stays for callers that classify sampler errors.
    #[error(
        "media block access at byte ({x}, {y}) of binding-table index {bti} is past the image \
         row ({row_bytes} bytes): the width is in texels narrower than a DWord, so the access is \
         undefined"
    )]
    PastRowEnd {
        /// The image.
        bti: u8,
        /// Byte column.
        x: i64,
        /// Row.
        y: i64,
        /// Bytes of one image row.
        row_bytes: u32,
    },
    /// An offset the message requires to be aligned is not (media block write x offset).
    #[error("{what}: offset {offset} into binding-table index {bti} is not {align}-byte aligned")]
    Unaligned {
        /// The message.
        what: &'static str,
        /// The image.
        bti: u8,
        /// The offset in bytes.
        offset: i64,
        /// Required alignment in bytes.
        align: u32,
    },
    /// A message or message form eusim does not execute.
    #[error("image message: {0} is not supported")]
    Unsupported(String),
    /// The image's memory is not mapped.
    #[error("image at binding-table index {bti}: {source}")]
    Memory {
        /// The image.
        bti: u8,
        /// The memory error.
        source: MemoryError,
    },
}
