/**
 * The simulated catalogue's one playable clip, made here rather than
 * downloaded: a 3-second 256×144 H.264 (Constrained Baseline) video in an MP4
 * file of about 150 KB. Every macroblock that changes is sent raw (I_PCM), so
 * the encoder needs no transform, prediction or entropy coder: the first
 * frame is all I_PCM, the others skip every unchanged macroblock (P_Skip,
 * motion vector 0) and resend the few a ball bouncing over a gradient moved.
 */

const W = 256;
const H = 144;
const MB_W = W / 16;
const MB_H = H / 16;
const FPS = 12;
const FRAMES = 36;

/** Bits, most significant first, with the Exp-Golomb codes of H.264. */
class Bits {
  readonly bytes: number[] = [];
  #cur = 0;
  #n = 0;
  u(value: number, bits: number): this {
    for (let i = bits - 1; i >= 0; i--) this.bit((value >>> i) & 1);
    return this;
  }
  bit(b: number): this {
    this.#cur = (this.#cur << 1) | b;
    if (++this.#n === 8) {
      this.bytes.push(this.#cur);
      this.#cur = 0;
      this.#n = 0;
    }
    return this;
  }
  ue(value: number): this {
    const v = value + 1;
    const len = 32 - Math.clz32(v);
    return this.u(0, len - 1).u(v, len);
  }
  se(value: number): this {
    return this.ue(value <= 0 ? -2 * value : 2 * value - 1);
  }
  align(): this {
    while (this.#n !== 0) this.bit(0);
    return this;
  }
  aligned(): boolean {
    return this.#n === 0;
  }
  /** rbsp_trailing_bits: a stop bit, then zeros to the byte boundary. */
  trailing(): number[] {
    this.bit(1).align();
    return this.bytes;
  }
}

/** A NAL unit: header byte, then the payload with emulation-prevention bytes. */
function nal(refIdc: number, type: number, rbsp: number[]): Uint8Array {
  const out = [(refIdc << 5) | type];
  let zeros = 0;
  for (const b of rbsp) {
    if (zeros >= 2 && b <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(b);
    zeros = b === 0 ? zeros + 1 : 0;
  }
  return Uint8Array.from(out);
}

function sps(): Uint8Array {
  const b = new Bits()
    .u(66, 8) // profile: Baseline
    .u(0b11000000, 8) // constraint_set0 and set1: Constrained Baseline
    .u(30, 8) // level 3.0
    .ue(0) // seq_parameter_set_id
    .ue(4) // log2_max_frame_num_minus4: frame_num is 8 bits
    .ue(2) // pic_order_cnt_type 2: output order is decoding order
    .ue(1) // max_num_ref_frames
    .u(0, 1) // gaps_in_frame_num_value_allowed_flag
    .ue(MB_W - 1)
    .ue(MB_H - 1)
    .u(1, 1) // frame_mbs_only_flag
    .u(1, 1) // direct_8x8_inference_flag
    .u(0, 1) // frame_cropping_flag
    .u(0, 1); // vui_parameters_present_flag
  return nal(3, 7, b.trailing());
}

function pps(): Uint8Array {
  const b = new Bits()
    .ue(0) // pic_parameter_set_id
    .ue(0) // seq_parameter_set_id
    .u(0, 1) // entropy_coding_mode_flag: CAVLC
    .u(0, 1) // bottom_field_pic_order_in_frame_present_flag
    .ue(0) // num_slice_groups_minus1
    .ue(0) // num_ref_idx_l0_default_active_minus1
    .ue(0) // num_ref_idx_l1_default_active_minus1
    .u(0, 1) // weighted_pred_flag
    .u(0, 2) // weighted_bipred_idc
    .se(0) // pic_init_qp_minus26
    .se(0) // pic_init_qs_minus26
    .se(0) // chroma_qp_index_offset
    .u(1, 1) // deblocking_filter_control_present_flag
    .u(0, 1) // constrained_intra_pred_flag
    .u(0, 1); // redundant_pic_cnt_present_flag
  return nal(3, 8, b.trailing());
}

/** A frame as 4:2:0 planes. */
interface Frame {
  y: Uint8Array;
  u: Uint8Array;
  v: Uint8Array;
}

function yuv(r: number, g: number, b: number): [number, number, number] {
  const clamp = (x: number) => Math.max(1, Math.min(254, Math.round(x)));
  return [
    clamp(16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255),
    clamp(128 + (-37.797 * r - 74.203 * g + 112 * b) / 255),
    clamp(128 + (112 * r - 93.786 * g - 18.214 * b) / 255),
  ];
}

/** A gradient background with a ball at (bx, by) and a progress bar along the bottom. */
function draw(t: number): Frame {
  const f: Frame = {
    y: new Uint8Array(W * H),
    u: new Uint8Array((W * H) / 4),
    v: new Uint8Array((W * H) / 4),
  };
  const bx = 12 + Math.abs(((t * 8) % 464) - 232);
  const by = 12 + Math.abs(((t * 5) % 240) - 120);
  const bar = Math.floor(((t + 1) / FRAMES) * W);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      let rgb: [number, number, number] = [40 + (x * 80) / W, 30 + (y * 60) / H, 120 + (x * 100) / W];
      if ((x - bx) ** 2 + (y - by) ** 2 < 9 ** 2) rgb = [250, 200, 40];
      if (y >= H - 6 && x < bar) rgb = [240, 240, 240];
      const [Y, U, V] = yuv(...rgb);
      f.y[y * W + x] = Y;
      if (x % 2 === 0 && y % 2 === 0) {
        f.u[(y / 2) * (W / 2) + x / 2] = U;
        f.v[(y / 2) * (W / 2) + x / 2] = V;
      }
    }
  }
  return f;
}

function macroblockChanged(a: Frame, b: Frame, mx: number, my: number): boolean {
  for (let y = my * 16; y < my * 16 + 16; y++) {
    for (let x = mx * 16; x < mx * 16 + 16; x++) if (a.y[y * W + x] !== b.y[y * W + x]) return true;
  }
  for (let y = my * 8; y < my * 8 + 8; y++) {
    for (let x = mx * 8; x < mx * 8 + 8; x++) {
      const i = y * (W / 2) + x;
      if (a.u[i] !== b.u[i] || a.v[i] !== b.v[i]) return true;
    }
  }
  return false;
}

/** I_PCM: mb_type, zero bits to the byte boundary, then the raw samples. */
function pcm(bits: Bits, f: Frame, mx: number, my: number, mbType: number) {
  bits.ue(mbType).align();
  // Byte-aligned from here: the samples go in whole.
  for (let y = my * 16; y < my * 16 + 16; y++)
    bits.bytes.push(...f.y.subarray(y * W + mx * 16, y * W + mx * 16 + 16));
  for (const plane of [f.u, f.v]) {
    for (let y = my * 8; y < my * 8 + 8; y++) {
      bits.bytes.push(...plane.subarray(y * (W / 2) + mx * 8, y * (W / 2) + mx * 8 + 8));
    }
  }
}

function idrSlice(f: Frame): Uint8Array {
  const b = new Bits()
    .ue(0) // first_mb_in_slice
    .ue(7) // slice_type: I (all slices)
    .ue(0) // pic_parameter_set_id
    .u(0, 8) // frame_num
    .ue(0) // idr_pic_id
    .u(0, 1) // no_output_of_prior_pics_flag
    .u(0, 1) // long_term_reference_flag
    .se(0) // slice_qp_delta
    .ue(1); // disable_deblocking_filter_idc
  for (let my = 0; my < MB_H; my++) for (let mx = 0; mx < MB_W; mx++) pcm(b, f, mx, my, 25);
  return nal(3, 5, b.trailing());
}

function pSlice(prev: Frame, f: Frame, frameNum: number): Uint8Array {
  const b = new Bits()
    .ue(0) // first_mb_in_slice
    .ue(5) // slice_type: P (all slices)
    .ue(0) // pic_parameter_set_id
    .u(frameNum & 0xff, 8) // frame_num
    .u(0, 1) // num_ref_idx_active_override_flag
    .u(0, 1) // ref_pic_list_modification_flag_l0
    .u(0, 1) // adaptive_ref_pic_marking_mode_flag
    .se(0) // slice_qp_delta
    .ue(1); // disable_deblocking_filter_idc
  let skip = 0;
  for (let my = 0; my < MB_H; my++) {
    for (let mx = 0; mx < MB_W; mx++) {
      if (!macroblockChanged(prev, f, mx, my)) {
        skip++;
        continue;
      }
      b.ue(skip);
      skip = 0;
      pcm(b, f, mx, my, 5 + 25);
    }
  }
  if (skip > 0) b.ue(skip);
  return nal(2, 1, b.trailing());
}

// ---- MP4 (ISO base media file format) ---------------------------------------

function box(type: string, ...parts: Array<Uint8Array | number[]>): Uint8Array {
  const body = parts.flatMap((p) => Array.from(p));
  const size = 8 + body.length;
  return Uint8Array.from([...u32(size), ...Array.from(type, (c) => c.charCodeAt(0)), ...body]);
}
const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u16 = (n: number) => [(n >>> 8) & 255, n & 255];
const full = (version: number, flags: number) => [
  version,
  (flags >>> 16) & 255,
  (flags >>> 8) & 255,
  flags & 255,
];
const MATRIX = [0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000].flatMap(u32);

function moov(samples: Uint8Array[], spsNal: Uint8Array, ppsNal: Uint8Array, mdatOffset: number): Uint8Array {
  const durationMs = Math.round((samples.length / FPS) * 1000);
  const avcC = box(
    'avcC',
    [1, spsNal[1]!, spsNal[2]!, spsNal[3]!, 0xff, 0xe1, ...u16(spsNal.length)],
    spsNal,
    [1, ...u16(ppsNal.length)],
    ppsNal,
  );
  const avc1 = box(
    'avc1',
    [0, 0, 0, 0, 0, 0, ...u16(1), ...u16(0), ...u16(0), ...u32(0), ...u32(0), ...u32(0)],
    [...u16(W), ...u16(H), ...u32(0x480000), ...u32(0x480000), ...u32(0), ...u16(1)],
    new Array(32).fill(0),
    [...u16(0x18), ...u16(0xffff)],
    avcC,
  );
  const stbl = box(
    'stbl',
    box('stsd', full(0, 0), u32(1), avc1),
    box('stts', full(0, 0), u32(1), u32(samples.length), u32(1)),
    box('stss', full(0, 0), u32(1), u32(1)),
    box('stsc', full(0, 0), u32(1), u32(1), u32(samples.length), u32(1)),
    box(
      'stsz',
      full(0, 0),
      u32(0),
      u32(samples.length),
      samples.flatMap((s) => u32(s.length)),
    ),
    box('stco', full(0, 0), u32(1), u32(mdatOffset)),
  );
  const minf = box(
    'minf',
    box('vmhd', full(0, 1), [0, 0, 0, 0, 0, 0, 0, 0]),
    box('dinf', box('dref', full(0, 0), u32(1), box('url ', full(0, 1)))),
    stbl,
  );
  const mdia = box(
    'mdia',
    box('mdhd', full(0, 0), u32(0), u32(0), u32(FPS), u32(samples.length), u16(0x55c4), u16(0)),
    box(
      'hdlr',
      full(0, 0),
      u32(0),
      Array.from('vide', (c) => c.charCodeAt(0)),
      u32(0),
      u32(0),
      u32(0),
      [...Array.from('VideoHandler', (c) => c.charCodeAt(0)), 0],
    ),
    minf,
  );
  const tkhd = box(
    'tkhd',
    full(0, 3),
    [...u32(0), ...u32(0), ...u32(1), ...u32(0), ...u32(durationMs), ...u32(0), ...u32(0)],
    [...u16(0), ...u16(0), ...u16(0), ...u16(0)],
    MATRIX,
    [...u32(W << 16), ...u32(H << 16)],
  );
  const mvhd = box(
    'mvhd',
    full(0, 0),
    [
      ...u32(0),
      ...u32(0),
      ...u32(1000),
      ...u32(durationMs),
      ...u32(0x10000),
      ...u16(0x100),
      0,
      0,
      ...u32(0),
      ...u32(0),
    ],
    MATRIX,
    new Array(24).fill(0),
    u32(2),
  );
  return box('moov', mvhd, box('trak', tkhd, mdia));
}

function encode(): Buffer {
  const spsNal = sps();
  const ppsNal = pps();
  const samples: Uint8Array[] = [];
  let prev: Frame | null = null;
  for (let t = 0; t < FRAMES; t++) {
    const frame = draw(t);
    const unit = prev ? pSlice(prev, frame, t) : idrSlice(frame);
    samples.push(Uint8Array.from([...u32(unit.length), ...unit]));
    prev = frame;
  }
  const ftyp = box(
    'ftyp',
    Array.from('isom', (c) => c.charCodeAt(0)),
    u32(512),
    Array.from('isomiso2avc1mp41', (c) => c.charCodeAt(0)),
  );
  const payload = samples.reduce((n, s) => n + s.length, 0);
  const moovSize = moov(samples, spsNal, ppsNal, 0).length;
  const offset = ftyp.length + moovSize + 8;
  const mdatHeader = Uint8Array.from([...u32(8 + payload), ...Array.from('mdat', (c) => c.charCodeAt(0))]);
  return Buffer.concat([ftyp, moov(samples, spsNal, ppsNal, offset), mdatHeader, ...samples]);
}

let clip: Buffer | null = null;

/** The sample clip (video/mp4), encoded once on first use. */
export function sampleClip(): Buffer {
  clip ??= encode();
  return clip;
}

export const SAMPLE_CLIP = { width: W, height: H, fps: FPS, frames: FRAMES } as const;
