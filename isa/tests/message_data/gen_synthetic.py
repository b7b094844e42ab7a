# Generates the send lines behind iga_synthetic.asm (every SFID / message type / control-bit mix).
# Regenerate:  python3 gen_synthetic.py && iga64 -a -p=9 fx.asm -o fx.bin && iga64 -d -p=9 fx.bin > fx.out
# then drop the "Ln:" labels and squeeze runs of spaces before the "//" (the comment is kept verbatim).
import random
random.seed(9)
lines=[]
def emit(sfid, desc, exmlen=None, exec_=None, eot=False):
    if exec_ is None: exec_=random.choice([1,2,4,8,16])
    if exmlen is None: exmlen=random.choice([0,0,1,2,4])
    mlen=(desc>>25)&0xF
    if mlen==0: desc|=1<<25
    ex = sfid | (exmlen<<6) | (0x20 if eot else 0)
    if exmlen:
        lines.append(f"sends ({exec_}|M0) r10:ud r20 r40 0x{ex:X} 0x{desc:08X}")
    else:
        lines.append(f"send ({exec_}|M0) r10:ud r20 0x{ex:X} 0x{desc:08X}")
def rnd_len(): return (random.randint(1,15)<<25)|(random.randint(0,31)<<20)|(random.randint(0,1)<<19)
for sfid in (9,10,12):
    for t in range(32):
        for ctrl in range(64):
            if random.random()<0.22 or ctrl in (0,0x3F,0x1E,0x21):
                bti=random.choice([0,1,5,253,254,255])
                hi=random.randint(0,1)<<18 if sfid==10 and random.random()<0.3 else 0
                d=rnd_len()|((t&0x1F)<<14)|(ctrl<<8)|bti
                if sfid!=10 or t<16: d=(d&~(1<<18))|((t>>4)<<18)
                emit(sfid,d|hi)
for t in range(32):
  for sb in range(8):
    for r16 in (0,1):
        d=rnd_len()|((sb&3)<<17)|((sb>>2)<<29)|(r16<<30)|(t<<12)|(random.randint(0,15)<<8)|random.randint(0,255)
        emit(2,d)
for op in range(8):
    for _ in range(3): emit(3,rnd_len()|op|(random.randint(0,0xFF)<<3))
for op in range(16):
    for f in range(4): emit(6,rnd_len()|op|((f&1)<<15)|((f>>1)<<17)|(random.randint(0,0x7FF)<<4))
for mt in range(16):
    for sub in range(8):
        d=rnd_len()|(mt<<14)|(sub<<8)|(random.randint(0,1)<<30)|(random.randint(0,1)<<18)|(random.randint(0,15)<<10)|random.randint(0,255)
        emit(5,d)
for b in range(8): emit(7,rnd_len()|b|0x10, eot=True, exmlen=0)
for sfid in (0,4,8,11,13):
    for _ in range(8): emit(sfid, random.getrandbits(31))
for _ in range(300): emit(random.choice([2,3,5,6,7,9,10,12]), random.getrandbits(31))
open('fx.asm','w').write('\n'.join(lines)+'\n')
print(len(lines))
