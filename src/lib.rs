//! eusim: program loading, launch files, simulator facade.
#![deny(missing_docs)]
pub mod config;
pub mod input;
pub mod interrupt;
pub mod launch;
pub mod output;
pub mod program;
pub mod report;
pub mod sim;
pub mod sweep;
