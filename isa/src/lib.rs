//! Gen9 EU instruction set: decode, encode, IGA-syntax format and parse.
#![deny(missing_docs)]
