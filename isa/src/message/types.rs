//! Message-type numbers: the one table of Gen9 data-port message types (descriptor bits 18:14
//! for DC0, DC1 and the read-only data cache). Both the decoder ([`super::decode`]) and iga64's
//! comment ([`super::iga_comment`]) match on these names, so a message type is defined once.
//!
//! Values: Mesa `brw_eu_defines.h` (`GEN7_DATAPORT_DC_*`, `HSW_DATAPORT_DC_PORT1_*`,
//! `GEN8_DATAPORT_DC_PORT1_A64_*`, `GEN9_DATAPORT_DC_PORT1_A64_*`) and iga's
//! `MessageDecoderHDC.cpp`.

/// Data cache data port 0 (SFID 10).
pub(crate) mod dc0 {
    /// OWord block read, offset in OWords.
    pub(crate) const OWORD_BLOCK_READ: u32 = 0x00;
    /// OWord block read, DWord-aligned byte offset (iga: "oword aligned block read").
    pub(crate) const UNALIGNED_OWORD_BLOCK_READ: u32 = 0x01;
    /// OWord dual block read.
    pub(crate) const OWORD_DUAL_BLOCK_READ: u32 = 0x02;
    /// DWord scattered (gathering) read.
    pub(crate) const DWORD_SCATTERED_READ: u32 = 0x03;
    /// Byte scattered (gathering) read.
    pub(crate) const BYTE_SCATTERED_READ: u32 = 0x04;
    /// QWord gathering read (iga only).
    pub(crate) const QWORD_SCATTERED_READ: u32 = 0x05;
    /// Memory fence.
    pub(crate) const MEMORY_FENCE: u32 = 0x07;
    /// OWord block write.
    pub(crate) const OWORD_BLOCK_WRITE: u32 = 0x08;
    /// HWord aligned block write (iga only).
    pub(crate) const HWORD_ALIGNED_BLOCK_WRITE: u32 = 0x09;
    /// OWord dual block write.
    pub(crate) const OWORD_DUAL_BLOCK_WRITE: u32 = 0x0A;
    /// DWord scattered write.
    pub(crate) const DWORD_SCATTERED_WRITE: u32 = 0x0B;
    /// Byte scattered write.
    pub(crate) const BYTE_SCATTERED_WRITE: u32 = 0x0C;
    /// QWord scattering write (iga only; iga prints it as a read).
    pub(crate) const QWORD_SCATTERED_WRITE: u32 = 0x0D;
}

/// Read-only data cache (SFID 9, "constant cache").
pub(crate) mod dcro {
    /// OWord block read.
    pub(crate) const OWORD_BLOCK_READ: u32 = 0x00;
    /// OWord block read, DWord-aligned byte offset.
    pub(crate) const UNALIGNED_OWORD_BLOCK_READ: u32 = 0x01;
    /// DWord gathering read.
    pub(crate) const DWORD_SCATTERED_READ: u32 = 0x03;
    /// Untyped surface uncompressed write (iga only).
    pub(crate) const UNTYPED_UNCOMPRESSED_WRITE: u32 = 0x09;
    /// Typed surface CCS update (iga only).
    pub(crate) const TYPED_CCS_UPDATE: u32 = 0x0C;
    /// Typed surface uncompressed write (iga only).
    pub(crate) const TYPED_UNCOMPRESSED_WRITE: u32 = 0x0D;
    /// A64 page CCS update (iga only).
    pub(crate) const A64_PAGE_CCS_UPDATE: u32 = 0x17;
    /// A64 untyped surface CCS operation (iga only).
    pub(crate) const A64_UNTYPED_CCS: u32 = 0x18;
    /// A64 untyped surface uncompressed write (iga only).
    pub(crate) const A64_UNTYPED_UNCOMPRESSED_WRITE: u32 = 0x19;
}

/// Data cache data port 1 (SFID 12).
pub(crate) mod dc1 {
    /// Untyped surface read.
    pub(crate) const UNTYPED_READ: u32 = 0x01;
    /// Untyped integer atomic.
    pub(crate) const UNTYPED_ATOMIC: u32 = 0x02;
    /// Media block read.
    pub(crate) const MEDIA_BLOCK_READ: u32 = 0x04;
    /// Typed surface read.
    pub(crate) const TYPED_READ: u32 = 0x05;
    /// Typed 32-bit integer atomic.
    pub(crate) const TYPED_ATOMIC: u32 = 0x06;
    /// Typed 16-bit integer atomic (iga only).
    pub(crate) const TYPED_ATOMIC_16: u32 = 0x07;
    /// Untyped surface write.
    pub(crate) const UNTYPED_WRITE: u32 = 0x09;
    /// Media block write.
    pub(crate) const MEDIA_BLOCK_WRITE: u32 = 0x0A;
    /// Typed atomic 32-bit counter (iga only).
    pub(crate) const TYPED_ATOMIC_COUNTER: u32 = 0x0B;
    /// Typed atomic 16-bit counter (iga only).
    pub(crate) const TYPED_ATOMIC_COUNTER_16: u32 = 0x0C;
    /// Typed surface write.
    pub(crate) const TYPED_WRITE: u32 = 0x0D;
    /// Typed surface read returning status (iga only).
    pub(crate) const TYPED_READ_STATUS: u32 = 0x0E;
    /// A64 scattered read (byte, DWord, QWord by subtype).
    pub(crate) const A64_SCATTERED_READ: u32 = 0x10;
    /// A64 untyped surface read.
    pub(crate) const A64_UNTYPED_READ: u32 = 0x11;
    /// A64 untyped integer atomic.
    pub(crate) const A64_UNTYPED_ATOMIC: u32 = 0x12;
    /// A64 block read (OWord or HWord by subtype).
    pub(crate) const A64_BLOCK_READ: u32 = 0x14;
    /// A64 block write.
    pub(crate) const A64_BLOCK_WRITE: u32 = 0x15;
    /// A64 untyped surface write.
    pub(crate) const A64_UNTYPED_WRITE: u32 = 0x19;
    /// A64 scattered write.
    pub(crate) const A64_SCATTERED_WRITE: u32 = 0x1A;
    /// Untyped float atomic.
    pub(crate) const UNTYPED_FLOAT_ATOMIC: u32 = 0x1B;
    /// A64 untyped float atomic.
    pub(crate) const A64_UNTYPED_FLOAT_ATOMIC: u32 = 0x1D;
}
