//! The memory side beyond the L3: the last-level cache the GPU shares with the CPU cores
//! ([`llc`]) and the path to DRAM ([`dram`]).

mod dram;
mod llc;

pub(crate) use dram::{Dram, DramRows};
pub(crate) use llc::{Llc, LlcShape};
