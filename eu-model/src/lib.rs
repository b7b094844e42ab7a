//! Gen9 EU functional core and timing model.
#![deny(missing_docs)]
