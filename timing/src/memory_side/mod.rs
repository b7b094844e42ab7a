//! The memory side beyond the L3: the path to DRAM ([`dram`]); a last-level cache between
//! the L3 and DRAM would live here too.

mod dram;

pub(crate) use dram::Dram;
