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

/// The debug annotations of an instruction span: `ip`, `pipe`, for ALU and math
/// instructions `lanes` (enabled) and `simd` (the execution size), and with debug line
/// tables `line` (`file:line`, an interned string).
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
    /// Interning id of its source line (`InternedData.debug_annotation_string_values`).
    pub line: Option<u64>,
}

impl Args {
    /// The annotations as prost messages, in the order [`slice`] writes them.
    pub(super) fn annotations(&self) -> Vec<super::proto::DebugAnnotation> {
        let named = |name: &str| super::proto::DebugAnnotation {
            name: Some(name.into()),
            ..Default::default()
        };
        let uint = |name: &str, v: u32| super::proto::DebugAnnotation {
            uint_value: Some(u64::from(v)),
            ..named(name)
        };
        let mut v = vec![
            uint("ip", self.ip),
            super::proto::DebugAnnotation {
                string_value: Some(self.pipe.into()),
                ..named("pipe")
            },
        ];
        if self.lanes > 0 || self.simd > 0 {
            v.push(uint("lanes", self.lanes));
            v.push(uint("simd", self.simd));
        }
        if let Some(iid) = self.line {
            v.push(super::proto::DebugAnnotation {
                string_value_iid: Some(iid),
                ..named("line")
            });
        }
        v
    }
}

/// Appends `s` as a `Trace.packet` record. The track event is assembled first on the stack
/// (its length precedes it), then the packet around it, appended at once.
#[inline]
pub(super) fn slice(b: &mut Vec<u8>, s: Slice) {
    let mut te = Record::default();
    if let Some(a) = s.args {
        // TrackEvent.debug_annotations = 4, each: uint_value = 3, string_value = 6, name = 10
        // or string_value_iid = 17 (tag order, as prost writes them)
        te.annotation(b"ip", Value::Uint(a.ip));
        te.annotation(b"pipe", Value::Str(a.pipe.as_bytes()));
        if a.lanes > 0 || a.simd > 0 {
            te.annotation(b"lanes", Value::Uint(a.lanes));
            te.annotation(b"simd", Value::Uint(a.simd));
        }
        if let Some(iid) = a.line {
            te.annotation(b"line", Value::Iid(iid));
        }
    }
    // TrackEvent: type = 9, name_iid = 10, track_uuid = 11 (varints)
    te.byte(0x48);
    te.varint(s.kind as u64);
    if let Some(i) = s.iid {
        te.byte(0x50);
        te.varint(i);
    }
    if let Some(t) = s.track {
        te.byte(0x58);
        te.varint(t);
    }
    // TracePacket: timestamp = 8, trusted_packet_sequence_id = 10, track_event = 11
    // (length-delimited), sequence_flags = 13, timestamp_clock_id = 58 (two-byte tag)
    let mut r = Record::default();
    r.byte(0x40);
    r.varint(s.ts);
    r.byte(0x50);
    r.varint(u64::from(s.seq));
    r.byte(0x5a);
    r.varint(te.len as u64);
    r.bytes[r.len..r.len + te.len].copy_from_slice(&te.bytes[..te.len]);
    r.len += te.len;
    if let Some(f) = s.flags {
        r.byte(0x68);
        r.varint(u64::from(f));
    }
    if let Some(c) = s.clock {
        r.byte(0xd0);
        r.byte(0x03);
        r.varint(u64::from(c));
    }
    b.push(0x0a); // Trace.packet = 1
    put(b, r.len as u64);
    b.extend_from_slice(&r.bytes[..r.len]);
}

/// A record being assembled: a track event takes at most 86 bytes of annotations (ip 12,
/// pipe 25, lanes 15, simd 14, line 20) and 24 more; its packet at most 33 more.
struct Record {
    bytes: [u8; 160],
    len: usize,
}

impl Default for Record {
    #[inline]
    fn default() -> Self {
        Record {
            bytes: [0; 160],
            len: 0,
        }
    }
}

/// An annotation's value.
enum Value<'a> {
    Uint(u32),
    Str(&'a [u8]),
    /// An interned string's id.
    Iid(u64),
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
            Value::Iid(_) => {}
        }
        self.byte(0x52);
        self.byte(name.len() as u8);
        name.iter().for_each(|&c| self.byte(c));
        if let Value::Iid(i) = v {
            // string_value_iid = 17: a two-byte tag
            self.byte(0x88);
            self.byte(0x01);
            self.varint(i);
        }
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
                    line: Some(300),
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
                    line: None,
                }),
            },
            // every field at its longest: lengths of two bytes
            Slice {
                ts: u64::MAX,
                seq: u32::MAX,
                kind: SLICE_BEGIN,
                iid: Some(u64::MAX),
                track: Some(u64::MAX),
                flags: Some(u32::MAX),
                clock: Some(u32::MAX),
                args: Some(Args {
                    ip: u32::MAX,
                    pipe: "fifteen-bytes-p",
                    lanes: u32::MAX,
                    simd: u32::MAX,
                    line: Some(u64::MAX),
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
