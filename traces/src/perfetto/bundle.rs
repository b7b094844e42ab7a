//! Packets compressed in bundles, as Perfetto's own tracing service writes them when asked
//! for deflate compression: every [`CHUNK`] bytes of encoded packets become one
//! `TracePacket { compressed_packets }` holding a zlib stream of those packets (a serialized
//! `Trace`), which Perfetto's trace processor and UI unpack in place (Perfetto's `traceconv
//! decompress_packets` writes the plain form).
//!
//! Compression runs on a helper thread while the simulation goes on; bundles are written in
//! the order they were made, so the file depends only on the packets (byte-identical for
//! any timing of the helper). Memory: at most [`IN_FLIGHT`] chunks wait for the helper.

use std::io::Write;
use std::sync::mpsc::{sync_channel, Receiver, SyncSender};
use std::thread::JoinHandle;

/// Encoded packets per bundle.
pub(super) const CHUNK: usize = 1 << 20;

/// Chunks handed to the helper and not yet compressed, at most.
const IN_FLIGHT: usize = 2;

/// zlib level: 2 (chosen: on the FMA chain's packets, level 1 compresses 9.1x at 1.05 GB/s,
/// level 2 11.6x at 0.73 GB/s, level 3 12.7x at 0.62 GB/s, level 6 14.3x at 0.28 GB/s;
/// level 2 keeps the helper well ahead of the simulation).
const LEVEL: u32 = 2;

/// `TracePacket.compressed_packets` = 50, length-delimited.
const COMPRESSED_TAG: [u8; 2] = [0x92, 0x03];

/// Writes bundles of packets to `out`.
pub(super) struct Bundler<W: Write> {
    out: W,
    to_helper: Option<SyncSender<Vec<u8>>>,
    from_helper: Receiver<Vec<u8>>,
    helper: Option<JoinHandle<()>>,
    /// Chunks sent and not yet written out.
    waiting: usize,
    written: u64,
    error: Option<std::io::Error>,
}

impl<W: Write> Bundler<W> {
    pub(super) fn new(out: W) -> Self {
        let (to_helper, chunks) = sync_channel::<Vec<u8>>(IN_FLIGHT);
        let (done, from_helper) = std::sync::mpsc::channel::<Vec<u8>>();
        let helper = std::thread::Builder::new()
            .name("pftrace-deflate".into())
            .spawn(move || {
                for raw in chunks {
                    if done.send(bundle(&raw)).is_err() {
                        return;
                    }
                }
            })
            .ok();
        Bundler {
            out,
            to_helper: Some(to_helper),
            from_helper,
            helper,
            waiting: 0,
            written: 0,
            error: None,
        }
    }

    /// Hands one chunk of encoded packets over for compression; writes bundles that are
    /// ready.
    pub(super) fn push(&mut self, raw: Vec<u8>) {
        if raw.is_empty() || self.error.is_some() {
            return;
        }
        match (&self.to_helper, &self.helper) {
            (Some(tx), Some(_)) => {
                if tx.send(raw).is_err() {
                    self.error = Some(std::io::Error::other("trace compression thread stopped"));
                    return;
                }
                self.waiting += 1;
            }
            // no helper thread could be started: compress here
            _ => {
                let b = bundle(&raw);
                self.write(&b);
            }
        }
        while let Ok(b) = self.from_helper.try_recv() {
            self.waiting -= 1;
            self.write(&b);
        }
    }

    /// Bytes written to the output so far.
    pub(super) fn written(&self) -> u64 {
        self.written
    }

    /// Waits for every bundle, writes them, flushes and returns the output.
    pub(super) fn finish(mut self) -> std::io::Result<W> {
        drop(self.to_helper.take());
        while self.waiting > 0 {
            match self.from_helper.recv() {
                Ok(b) => {
                    self.waiting -= 1;
                    self.write(&b);
                }
                Err(_) => {
                    self.error
                        .get_or_insert(std::io::Error::other("trace compression thread stopped"));
                    break;
                }
            }
        }
        if let Some(h) = self.helper.take() {
            if h.join().is_err() {
                self.error
                    .get_or_insert(std::io::Error::other("trace compression thread panicked"));
            }
        }
        if let Some(e) = self.error.take() {
            return Err(e);
        }
        self.out.flush()?;
        Ok(self.out)
    }

    fn write(&mut self, b: &[u8]) {
        if self.error.is_some() {
            return;
        }
        match self.out.write_all(b) {
            Ok(()) => self.written += b.len() as u64,
            Err(e) => self.error = Some(e),
        }
    }
}

/// One `Trace.packet` record holding `raw` (whole packet records) as `compressed_packets`.
fn bundle(raw: &[u8]) -> Vec<u8> {
    let mut z = flate2::write::ZlibEncoder::new(
        Vec::with_capacity(raw.len() / 4),
        flate2::Compression::new(LEVEL),
    );
    // writing into a Vec cannot fail
    let _ = z.write_all(raw);
    let zipped = z.finish().unwrap_or_default();
    let inner = COMPRESSED_TAG.len() + super::wire::varint_len(zipped.len() as u64) + zipped.len();
    let mut out = Vec::with_capacity(inner + 11);
    out.push(0x0a);
    super::wire::put(&mut out, inner as u64);
    out.extend_from_slice(&COMPRESSED_TAG);
    super::wire::put(&mut out, zipped.len() as u64);
    out.extend_from_slice(&zipped);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::perfetto::proto::TracePacket;
    use prost::Message;
    use std::io::Read;

    #[test]
    fn a_bundle_is_a_packet_whose_compressed_packets_inflate_to_the_input() {
        let raw: Vec<u8> = (0..5000u32)
            .flat_map(|i| [0x0a, 2, 0x40, (i % 100) as u8])
            .collect();
        let b = bundle(&raw);
        // the outer record: Trace.packet = 1, then one TracePacket (decoded by prost)
        assert_eq!(b[0], 0x0a);
        let mut rest = &b[1..];
        let len = prost::encoding::decode_varint(&mut rest).unwrap() as usize;
        assert_eq!(len, rest.len());
        let p = TracePacket::decode(rest).unwrap();
        let zipped = p.compressed_packets.expect("compressed_packets set");
        let mut plain = Vec::new();
        flate2::read::ZlibDecoder::new(&zipped[..])
            .read_to_end(&mut plain)
            .unwrap();
        assert_eq!(plain, raw);
    }

    #[test]
    fn bundles_come_out_in_order() {
        let mut w = Bundler::new(Vec::new());
        let chunks: Vec<Vec<u8>> = (0..9u8).map(|i| [0x0a, 1, i].repeat(1000)).collect();
        for c in &chunks {
            w.push(c.clone());
        }
        let out = w.finish().unwrap();
        let want: Vec<u8> = chunks.iter().flat_map(|c| bundle(c)).collect();
        assert_eq!(out, want);
    }
}
