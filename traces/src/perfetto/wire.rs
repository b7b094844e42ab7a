//! Slice packets encoded by hand straight into a buffer: the hot path of a trace. The bytes
//! are what prost writes for the same `TracePacket` (fields in tag order; tested).

/// `TrackEvent.type`: `TYPE_SLICE_BEGIN`.
pub(super) const SLICE_BEGIN: i32 = 1;
/// `TrackEvent.type`: `TYPE_SLICE_END`.
pub(super) const SLICE_END: i32 = 2;

/// One slice begin or end packet.
#[derive(Clone, Copy, Debug)]
pub(super) struct Slice {
    /// `timestamp` (a delta on an incremental clock).
    pub ts: u64,
    /// `trusted_packet_sequence_id`.
    pub seq: u32,
    /// [`SLICE_BEGIN`] or [`SLICE_END`].
    pub kind: i32,
    /// `name_iid` (begins).
    pub iid: Option<u64>,
    /// `track_uuid` (none: the sequence's default track).
    pub track: Option<u64>,
    /// `sequence_flags`.
    pub flags: Option<u32>,
    /// `timestamp_clock_id` (none: the sequence's default clock).
    pub clock: Option<u32>,
    /// An instruction's debug annotations (begins of instruction spans).
    pub args: Option<Args>,
}

/// The debug annotations of an instruction span: `ip`, `pipe`, and for ALU and math
/// instructions `lanes` (enabled) and `simd` (the execution size).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Args {
    /// Byte offset of the instruction.
    pub ip: u32,
    /// Its pipe (`FPU0`, `FPU1`, `send`, `branch`; at most 15 bytes).
    pub pipe: &'static str,
    /// Enabled lanes (0: not an ALU or math instruction, and no `simd` either).
    pub lanes: u32,
    /// Lanes of the execution size.
    pub simd: u32,
}

impl Args {
    /// The annotations as prost messages, in the order [`slice`] writes them.
    pub(super) fn annotations(&self) -> Vec<super::proto::DebugAnnotation> {
        let uint = |name: &str, v: u32| super::proto::DebugAnnotation {
            name: Some(name.into()),
            uint_value: Some(u64::from(v)),
            string_value: None,
        };
        let mut v = vec![
            uint("ip", self.ip),
            super::proto::DebugAnnotation {
                name: Some("pipe".into()),
                uint_value: None,
                string_value: Some(self.pipe.into()),
            },
        ];
        if self.lanes > 0 || self.simd > 0 {
            v.push(uint("lanes", self.lanes));
            v.push(uint("simd", self.simd));
        }
        v
    }
}

/// Appends `s` as a `Trace.packet` record. The packet and its track event are always under
/// 128 bytes (at most 60 bytes without annotations, 4 annotations of at most 12 + 24 + 14 +
/// 13 bytes), so each length is one byte: the record is assembled on the stack and appended
/// at once.
#[inline]
pub(super) fn slice(b: &mut Vec<u8>, s: Slice) {
    let mut r = Record::default();
    // TracePacket: timestamp = 8, trusted_packet_sequence_id = 10, track_event = 11
    // (length-delimited), sequence_flags = 13, timestamp_clock_id = 58 (two-byte tag)
    r.byte(0x0a); // Trace.packet = 1
    r.byte(0); // the packet's length, set below
    r.byte(0x40);
    r.varint(s.ts);
    r.byte(0x50);
    r.varint(u64::from(s.seq));
    r.byte(0x5a);
    let te = r.len;
    r.byte(0); // the track event's length, set below
    if let Some(a) = s.args {
        // TrackEvent.debug_annotations = 4, each: uint_value = 3 or string_value = 6, then
        // name = 10 (tag order, as prost writes them)
        r.annotation(b"ip", Value::Uint(a.ip));
        r.annotation(b"pipe", Value::Str(a.pipe.as_bytes()));
        if a.lanes > 0 || a.simd > 0 {
            r.annotation(b"lanes", Value::Uint(a.lanes));
            r.annotation(b"simd", Value::Uint(a.simd));
        }
    }
    // TrackEvent: type = 9, name_iid = 10, track_uuid = 11 (varints)
    r.byte(0x48);
    r.varint(s.kind as u64);
    if let Some(i) = s.iid {
        r.byte(0x50);
        r.varint(i);
    }
    if let Some(t) = s.track {
        r.byte(0x58);
        r.varint(t);
    }
    r.bytes[te] = (r.len - te - 1) as u8;
    if let Some(f) = s.flags {
        r.byte(0x68);
        r.varint(u64::from(f));
    }
    if let Some(c) = s.clock {
        r.byte(0xd0);
        r.byte(0x03);
        r.varint(u64::from(c));
    }
    r.bytes[1] = (r.len - 2) as u8;
    b.extend_from_slice(&r.bytes[..r.len]);
}

/// A record being assembled: at most 2 + 10 + 1 + 5 + 2 + 33 + 6 + 7 = 66 bytes, and 63
/// of annotations.
struct Record {
    bytes: [u8; 136],
    len: usize,
}

impl Default for Record {
    #[inline]
    fn default() -> Self {
        Record {
            bytes: [0; 136],
            len: 0,
        }
    }
}

/// An annotation's value.
enum Value<'a> {
    Uint(u32),
    Str(&'a [u8]),
}

impl Record {
    /// Appends a `TrackEvent.debug_annotations` entry (names and strings under 16 bytes).
    #[inline]
    fn annotation(&mut self, name: &[u8], v: Value) {
        self.byte(0x22);
        let at = self.len;
        self.byte(0);
        match v {
            Value::Uint(u) => {
                self.byte(0x18);
                self.varint(u64::from(u));
            }
            Value::Str(s) => {
                let s = &s[..s.len().min(15)];
                self.byte(0x32);
                self.byte(s.len() as u8);
                s.iter().for_each(|&c| self.byte(c));
            }
        }
        self.byte(0x52);
        self.byte(name.len() as u8);
        name.iter().for_each(|&c| self.byte(c));
        self.bytes[at] = (self.len - at - 1) as u8;
    }

    #[inline]
    fn byte(&mut self, v: u8) {
        self.bytes[self.len] = v;
        self.len += 1;
    }

    #[inline]
    fn varint(&mut self, mut v: u64) {
        while v >= 0x80 {
            self.byte((v as u8) | 0x80);
            v >>= 7;
        }
        self.byte(v as u8);
    }
}

/// Bytes of `v` as a protobuf varint.
#[inline]
pub(super) fn varint_len(v: u64) -> usize {
    (64 - (v | 1).leading_zeros() as usize).div_ceil(7)
}

/// Appends `v` as a protobuf varint.
#[inline]
pub(super) fn put(buf: &mut Vec<u8>, mut v: u64) {
    while v >= 0x80 {
        buf.push((v as u8) | 0x80);
        v >>= 7;
    }
    buf.push(v as u8);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::perfetto::proto::{TracePacket, TrackEvent};
    use prost::Message;

    #[test]
    fn varint_lengths_match_prost() {
        for v in [
            0u64,
            1,
            127,
            128,
            16_383,
            16_384,
            1 << 35,
            u64::MAX >> 1,
            u64::MAX,
        ] {
            assert_eq!(varint_len(v), prost::encoding::encoded_len_varint(v), "{v}");
            let mut a = Vec::new();
            put(&mut a, v);
            let mut b = Vec::new();
            prost::encoding::encode_varint(v, &mut b);
            assert_eq!(a, b, "{v}");
        }
    }

    #[test]
    fn hand_encoded_slices_are_the_prost_encoding() {
        let cases = [
            Slice {
                ts: 123_456_789,
                seq: 1,
                kind: SLICE_BEGIN,
                iid: Some(300),
                track: Some(70_000),
                flags: Some(2),
                clock: None,
                args: Some(Args {
                    ip: 0x1_2340,
                    pipe: "FPU1",
                    lanes: 13,
                    simd: 16,
                }),
            },
            Slice {
                ts: 5,
                seq: 200,
                kind: SLICE_END,
                iid: None,
                track: None,
                flags: None,
                clock: None,
                args: None,
            },
            Slice {
                ts: 99,
                seq: 3,
                kind: SLICE_BEGIN,
                iid: Some(7),
                track: None,
                flags: None,
                clock: Some(6),
                args: Some(Args {
                    ip: 16,
                    pipe: "send",
                    lanes: 0,
                    simd: 0,
                }),
            },
            Slice {
                ts: 0,
                seq: 130,
                kind: SLICE_END,
                iid: None,
                track: Some(129),
                flags: None,
                clock: Some(64),
                args: None,
            },
        ];
        for s in cases {
            let mut hand = Vec::new();
            slice(&mut hand, s);
            let p = TracePacket {
                timestamp: Some(s.ts),
                trusted_packet_sequence_id: Some(s.seq),
                sequence_flags: s.flags,
                timestamp_clock_id: s.clock,
                track_event: Some(TrackEvent {
                    debug_annotations: s.args.map(|a| a.annotations()).unwrap_or_default(),
                    r#type: Some(s.kind),
                    name_iid: s.iid,
                    track_uuid: s.track,
                    ..Default::default()
                }),
                ..Default::default()
            };
            let mut want = vec![0x0a];
            prost::encoding::encode_varint(p.encoded_len() as u64, &mut want);
            p.encode(&mut want).unwrap();
            assert_eq!(hand, want, "{s:?}");
        }
    }
}
