import { Award, CheckCircle2, HeartHandshake, Leaf, ShieldCheck, Target } from 'lucide-react';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Section, SectionHeading } from '@/components/ui/section';
import {
  aboutBoardLink,
  aboutIntro,
  milestones,
  ourStory,
  qualityPolicy,
  values,
  vision,
} from '@/content/about';
import { company } from '@/content/company';
import { sitePaths } from '@/config/site-paths';
import { Link } from 'react-router-dom';

// Decorative pictograms, one per value in the order of src/content/about.ts.
const valueIcons = [Award, ShieldCheck, HeartHandshake, Leaf];

export function AboutPage() {
  return (
    <>
      <PageHeader title="About Us" description={aboutIntro} />

      <Section aria-labelledby="about-story">
        <div className="grid gap-12 lg:grid-cols-[1.2fr_1fr]">
          <div>
            <SectionHeading
              id="about-story"
              eyebrow={`Since ${company.founded}`}
              title="Our Story"
            />
            <div className="mt-6 space-y-5 text-lg leading-relaxed text-slate-700">
              {ourStory.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <div>
            <img
              src="/images/about-plant.webp"
              alt={`Illustration of the company's manufacturing plant at ${company.plant.city}`}
              width={1600}
              height={900}
              loading="lazy"
              decoding="async"
              className="aspect-video w-full rounded-2xl object-cover shadow-lg ring-1 ring-black/5"
            />
            <ol aria-label="Milestones" className="mt-8 space-y-6 border-l-2 border-brand-200 pl-6">
              {milestones.map((milestone) => (
                <li key={milestone.title} className="relative">
                  <span
                    aria-hidden="true"
                    className="absolute top-1.5 -left-[1.95rem] size-3.5 rounded-full border-2 border-white bg-brand-600 ring-2 ring-brand-200"
                  />
                  <p className="text-sm font-bold text-brand-700">{milestone.year}</p>
                  <h3 className="font-semibold text-slate-900">{milestone.title}</h3>
                  <p className="mt-1 text-sm text-slate-600">{milestone.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </Section>

      <Section aria-labelledby="about-vision" className="bg-slate-50">
        <SectionHeading id="about-vision" eyebrow="What guides us" title="Vision & Values" />
        <div className="mt-10 grid gap-6 lg:grid-cols-3">
          <Card tone="brand">
            <Target aria-hidden="true" className="size-8 text-brand-300" />
            <h3 className="mt-4 text-xl font-semibold">Our vision</h3>
            <p className="mt-3 text-lg leading-relaxed text-brand-50">{vision}</p>
          </Card>
          <ul className="grid gap-6 sm:grid-cols-2 lg:col-span-2">
            {values.map((value, index) => {
              const Icon = valueIcons[index % valueIcons.length] ?? Award;
              return (
                <li key={value.title}>
                  <Card className="h-full">
                    <span className="flex size-10 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <CardTitle className="mt-4">{value.title}</CardTitle>
                    <CardDescription>{value.text}</CardDescription>
                  </Card>
                </li>
              );
            })}
          </ul>
        </div>
      </Section>

      <Section aria-labelledby="about-quality">
        <div className="grid gap-10 lg:grid-cols-2">
          <SectionHeading
            id="about-quality"
            eyebrow="Our commitment"
            title="Quality Policy"
            description={qualityPolicy.statement}
          />
          <ul className="space-y-4">
            {qualityPolicy.commitments.map((commitment) => (
              <li
                key={commitment}
                className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <CheckCircle2
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-brand-600"
                />
                <span className="text-slate-700">{commitment}</span>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section aria-labelledby="about-board" spacing="compact" className="bg-slate-50">
        <h2 id="about-board" className="text-2xl font-bold text-slate-900">
          {aboutBoardLink.heading}
        </h2>
        <p className="mt-2 text-slate-700">{aboutBoardLink.text}</p>
        <Link
          to={sitePaths.investor.boardOfDirectors}
          className="mt-3 inline-block rounded font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          {aboutBoardLink.label}
        </Link>
      </Section>
    </>
  );
}
