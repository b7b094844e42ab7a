//! Gen9 surface state, tiling, image and media block IO.
#![deny(missing_docs)]
