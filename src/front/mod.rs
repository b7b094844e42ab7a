//! Front ends built on the library's public interface: parameter sweeps and the HTML report.

pub mod axis;
pub mod report;
pub mod sweep;
