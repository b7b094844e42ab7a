//! Gen9 memory, data-port messages, L3/SLM/DRAM timing.
#![deny(missing_docs)]
