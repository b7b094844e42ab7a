//! eusim trace events, sinks and exporters.
#![deny(missing_docs)]
